import { useTheme } from '@affnet/core';
import { Button, logoVariant } from '@affnet/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type LogoSize, type UploadPercent, useUploadLogo } from '../api/upload-logo';
import { useSave } from '../hooks/use-save';
import { Section } from './section';

const MAX_BYTES = 512 * 1024;
// SVG too: the server keeps only plain drawings (no script, no external references).
const TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'];
const SIZES: LogoSize[] = ['large', 'medium', 'small'];
const HEIGHT: Record<LogoSize, number> = { large: 64, medium: 40, small: 24 };

const Slot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-block-end: 1rem;
  label { font-weight: 600; min-inline-size: 8rem; }
  img { border: 1px solid ${(p) => p.theme.colors.border}; }
  p { margin: 0; color: ${(p) => p.theme.colors.danger}; }
  progress { inline-size: 8rem; }
`;

/** How far the upload has got: a bar and its percentage, or a bar that only moves when the size is unknown. */
function UploadProgress({ percent, label }: { percent: UploadPercent; label: string }) {
  const { t } = useTranslation('settings');
  return (
    <>
      <progress max={100} value={percent} aria-label={t('logo.progress', { size: label })} />
      <span aria-live="polite">{percent === undefined ? t('logo.uploading') : t('logo.percent', { percent })}</span>
    </>
  );
}

/** The address of the logo of this size now in use, derived from the network's large logo. */
function currentLogo(logoUrl: string | null, size: LogoSize): string | null {
  if (!logoUrl) return null;
  return size === 'large' ? logoUrl : logoVariant(logoUrl, size);
}

function LogoSlot({ size }: { size: LogoSize }) {
  const { t } = useTranslation('settings');
  const { busy, run } = useSave();
  const uploadLogo = useUploadLogo();
  const id = useId();
  const brand = useTheme((state) => state.brand);
  const setBrand = useTheme((state) => state.setBrand);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const shown = preview ?? currentLogo(brand.logoUrl, size);
  const [error, setError] = useState<string | null>(null);
  // null when no upload is under way; an object so that an upload of unknown size still shows.
  const [progress, setProgress] = useState<{ percent: UploadPercent } | null>(null);
  const label = t(`logo.${size}`);
  const choose = (chosen: File | undefined) => {
    setFile(null);
    setError(null);
    if (!chosen) return;
    if (!TYPES.includes(chosen.type)) return setError(t('logo.badType'));
    if (chosen.size > MAX_BYTES) return setError(t('logo.tooBig'));
    setFile(chosen);
    if (typeof URL.createObjectURL === 'function') setPreview(URL.createObjectURL(chosen));
  };
  const upload = async () => {
    if (!file) return setError(t('logo.choose'));
    setProgress({ percent: 0 });
    const onProgress = (percent: UploadPercent) => setProgress({ percent });
    const result = await run(() => uploadLogo.mutateAsync({ size, file, onProgress }), t('saved.logo'));
    setProgress(null);
    if (result.ok && result.payload) {
      const url = result.payload.networklogo_Url;
      setPreview(`${currentLogo(url, size)}?v=${Date.now()}`);
      // A new large logo has a new address: the header shows it at once.
      if (url !== brand.logoUrl) setBrand({ ...brand, logoUrl: url });
    }
    if (!result.ok) setError(result.error);
  };
  return (
    <Slot>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="file" accept={TYPES.join(',')} onChange={(e) => choose(e.target.files?.[0])} />
      {shown ? (
        <img src={shown} alt={t(preview ? 'logo.preview' : 'logo.current', { size: label })} height={HEIGHT[size]} />
      ) : null}
      <Button type="button" $variant="secondary" disabled={busy} onClick={upload}>
        {t('logo.upload')} ({label})
      </Button>
      {progress ? <UploadProgress percent={progress.percent} label={label} /> : null}
      {error ? <p role="alert">{error}</p> : null}
    </Slot>
  );
}

export function LogoSection() {
  const { t } = useTranslation('settings');
  return (
    <Section title={t('logo.title')} help={t('logo.help')}>
      {SIZES.map((size) => (
        <LogoSlot key={size} size={size} />
      ))}
    </Section>
  );
}
