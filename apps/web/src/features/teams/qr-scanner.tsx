import type { BrowserQRCodeReader, IScannerControls } from '@zxing/browser';
import { Button } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/index.ts';
import './qr-scanner.css';

type CameraState = 'starting' | 'scanning' | 'denied' | 'none';

interface QrScannerProps {
  /** A decoded code's text; the screen decides whether it is one of ours. */
  onText: (text: string) => void;
  /** A problem with what was scanned, shown under the camera (e.g. not one of our codes). */
  error?: string | null;
}

/** The decoder comes with the scan screens only: it never weighs on the first screen. */
async function makeReader(): Promise<BrowserQRCodeReader> {
  const { BrowserQRCodeReader } = await import('@zxing/browser');
  return new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 250 });
}

/**
 * Reads a picture of a code. ZXing's finder misses about one clean, machine-drawn code in
 * three (a screenshot, a saved QR image), which its "pure barcode" mode reads at once; a
 * photo taken at an angle needs the finder. The finder is tried first, then the pure mode.
 */
async function decodePicture(url: string): Promise<string> {
  const [{ BrowserQRCodeReader }, { DecodeHintType }] = await Promise.all([import('@zxing/browser'), import('@zxing/library')]);
  try {
    return (await new BrowserQRCodeReader().decodeFromImageUrl(url)).getText();
  } catch {
    return (await new BrowserQRCodeReader(new Map([[DecodeHintType.PURE_BARCODE, true]])).decodeFromImageUrl(url)).getText();
  }
}

function cameraProblem(error: unknown): CameraState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'none';
}

/**
 * Scans a QR code with the phone's back camera (a maintained decoder, ZXing); without a camera
 * or without permission to use it, a photo of the code does the same. The photo button is
 * always there: a code on the same phone's screen cannot be filmed.
 */
export function QrScanner({ onText, error }: QrScannerProps) {
  const { t } = useI18n();
  const video = useRef<HTMLVideoElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // The camera loop outlives renders; it reads the latest handler from here.
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);
  const [camera, setCamera] = useState<CameraState>('starting');
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  useEffect(() => {
    let controls: IScannerControls | null = null;
    let stopped = false;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setCamera('none');
        return;
      }
      try {
        const reader = await makeReader();
        if (stopped || !video.current) return;
        const started = await reader.decodeFromConstraints({ video: { facingMode: 'environment' } }, video.current, (result) => {
          if (result) onTextRef.current(result.getText());
        });
        if (stopped) started.stop();
        else {
          controls = started;
          setCamera('scanning');
        }
      } catch (problem) {
        if (!stopped) setCamera(cameraProblem(problem));
      }
    };
    void start();
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, []);

  const readPhoto = async (file: File) => {
    setPhotoError(null);
    setReading(true);
    const url = URL.createObjectURL(file);
    try {
      onTextRef.current(await decodePicture(url));
    } catch {
      setPhotoError(t('teams.scan.noCodeInPhoto'));
    } finally {
      URL.revokeObjectURL(url);
      setReading(false);
    }
  };

  const cameraMessage = camera === 'denied' ? t('teams.scan.cameraDenied') : camera === 'none' ? t('teams.scan.noCamera') : null;
  const shownError = photoError ?? error ?? null;

  return (
    <div className="qr-scanner">
      <div className={`qr-scanner-view is-${camera}`}>
        <video ref={video} className="qr-scanner-video" muted playsInline aria-label={t('teams.scan.cameraView')} />
        {camera === 'scanning' && <span className="qr-scanner-frame" aria-hidden />}
        {camera === 'starting' && <p className="qr-scanner-note">{t('teams.scan.starting')}</p>}
        {cameraMessage && (
          <p className="qr-scanner-note" role="status">
            {cameraMessage}
          </p>
        )}
      </div>
      {camera === 'scanning' && <p className="qr-scanner-hint">{t('teams.scan.aim')}</p>}
      {shownError && (
        <p className="qr-scanner-error" role="alert">
          {shownError}
        </p>
      )}
      <input
        ref={fileInput}
        className="visually-hidden"
        type="file"
        accept="image/*"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void readPhoto(file);
        }}
      />
      <Button block shape="rounded" size="large" color="primary" fill={camera === 'scanning' ? 'outline' : 'solid'} loading={reading} onClick={() => fileInput.current?.click()}>
        <PictureOutline aria-hidden /> {t('teams.scan.choosePhoto')}
      </Button>
    </div>
  );
}
