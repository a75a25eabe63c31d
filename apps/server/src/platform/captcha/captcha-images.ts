import svgCaptcha from 'svg-captcha';

export interface CaptchaImage {
  /** What the picture shows; compared without regard to case. */
  text: string;
  /** The picture as SVG markup. */
  svg: string;
}

/** Draws image codes; the default draws with svg-captcha, a test may hand in its own. */
export interface CaptchaImages {
  make(): CaptchaImage;
}

/** Four characters without the ones people confuse (0/o/O, 1/i/l/I), on white, 44 px high. */
export const svgCaptchaImages: CaptchaImages = {
  make() {
    const { text, data } = svgCaptcha.create({ size: 4, ignoreChars: '0oO1iIlL', noise: 2, color: true, width: 120, height: 44, fontSize: 46, background: '#ffffff' });
    return { text, svg: data };
  },
};
