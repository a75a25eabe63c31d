import { VIDEO_CONTROLS_HIDE_MS } from '@repwise/domain';
import { SoundMuteOutline, SoundOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useI18n } from '../../i18n/index.ts';
import './action-video.css';

function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function PlayIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden focusable="false">
      {playing ? (
        <path d="M7 5h3.2v14H7zM13.8 5H17v14h-3.2z" fill="currentColor" />
      ) : (
        <path d="M8 5.2v13.6a.8.8 0 0 0 1.2.7l10.6-6.8a.8.8 0 0 0 0-1.4L9.2 4.5A.8.8 0 0 0 8 5.2Z" fill="currentColor" />
      )}
    </svg>
  );
}

/**
 * The exercise video with a few large controls. While it plays they fade out after a quiet
 * spell (spec §9: 3 s); a tap on the picture brings them back.
 */
export function ActionVideo({ src }: { src: string }) {
  const { t } = useI18n();
  const video = useRef<HTMLVideoElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [visible, setVisible] = useState(true);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);

  const stopTimer = useCallback(() => {
    if (hideTimer.current !== null) clearTimeout(hideTimer.current);
    hideTimer.current = null;
  }, []);

  /** Shows the controls and, while playing, starts the countdown to hide them again. */
  const poke = useCallback(
    (isPlaying: boolean) => {
      stopTimer();
      setVisible(true);
      if (isPlaying) hideTimer.current = setTimeout(() => setVisible(false), VIDEO_CONTROLS_HIDE_MS);
    },
    [stopTimer],
  );

  useEffect(() => stopTimer, [stopTimer]);

  const togglePlay = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => poke(false));
    else element.pause();
  };

  const seek = (event: ChangeEvent<HTMLInputElement>) => {
    const element = video.current;
    if (!element) return;
    element.currentTime = Number(event.target.value);
    setTime(element.currentTime);
    poke(playing);
  };

  const toggleMute = () => {
    const element = video.current;
    if (!element) return;
    element.muted = !element.muted;
    setMuted(element.muted);
    poke(playing);
  };

  return (
    <div className={visible ? 'action-video' : 'action-video is-quiet'} data-controls={visible ? 'shown' : 'hidden'}>
      <video
        ref={video}
        className="action-video-element"
        src={src}
        playsInline
        loop
        preload="metadata"
        onClick={() => (visible && playing ? setVisible(false) : poke(playing))}
        onPlay={() => {
          setPlaying(true);
          poke(true);
        }}
        onPause={() => {
          setPlaying(false);
          poke(false);
        }}
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
      />
      <div className="action-video-controls" aria-hidden={!visible}>
        <button type="button" className="action-video-play" tabIndex={visible ? 0 : -1} aria-label={playing ? t('exercises.video.pause') : t('exercises.video.play')} onClick={togglePlay}>
          <PlayIcon playing={playing} />
        </button>
        <div className="action-video-bar">
          <span className="action-video-time">{formatTime(time)}</span>
          <input
            type="range"
            className="action-video-seek"
            min={0}
            max={duration || 0}
            step={0.1}
            value={Math.min(time, duration || 0)}
            tabIndex={visible ? 0 : -1}
            aria-label={t('exercises.video.seek')}
            onChange={seek}
          />
          <span className="action-video-time">{formatTime(duration)}</span>
          <button type="button" className="action-video-mute" tabIndex={visible ? 0 : -1} aria-label={muted ? t('exercises.video.unmute') : t('exercises.video.mute')} onClick={toggleMute}>
            {muted ? <SoundMuteOutline aria-hidden /> : <SoundOutline aria-hidden />}
          </button>
        </div>
      </div>
    </div>
  );
}
