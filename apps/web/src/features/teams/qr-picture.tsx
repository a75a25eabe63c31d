import { Button } from 'antd-mobile';
import { DownlandOutline } from 'antd-mobile-icons';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { PageLoading } from '../../kit/page-loading.tsx';
import './qr-picture.css';

interface QrPictureProps {
  /** What the code carries: a URL of this app. */
  url: string;
  alt: string;
  /** The name of the saved picture, without the extension. */
  fileName: string;
}

/**
 * A QR code drawn on the phone as a PNG (what a phone's camera or this app's scanner reads), and
 * the picture saved as a file, to print or send.
 */
export function QrPicture({ url, alt, fileName }: QrPictureProps) {
  const { t } = useI18n();
  const [png, setPng] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(url, { width: 480, margin: 2, errorCorrectionLevel: 'M' }).then((data) => {
      if (live) setPng(data);
    });
    return () => {
      live = false;
    };
  }, [url]);

  if (!png) return <PageLoading />;
  return (
    <div className="qr-picture">
      <img className="qr-picture-image" src={png} alt={alt} width={240} height={240} />
      <Button block shape="rounded" size="large" fill="outline" color="primary" onClick={() => savePicture(png, `${fileName}.png`)}>
        <DownlandOutline aria-hidden /> {t('teams.qr.save')}
      </Button>
    </div>
  );
}

function savePicture(dataUrl: string, name: string) {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}
