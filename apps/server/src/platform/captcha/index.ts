export { svgCaptchaImages, type CaptchaImage, type CaptchaImages } from './captcha-images.ts';
export { CAPTCHA, CaptchaOutbox, captchas, type Captchas } from './captchas.ts';
