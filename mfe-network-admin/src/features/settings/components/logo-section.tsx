import { useTheme } from '@affnet/core';
import { Button, logoVariant } from '@affnet/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
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

const Slot = styled.form`
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

/** The message key of a file the server would refuse (its type or its size), or null. */
function fileProblem(file: File | undefined): string | null {
  if (!file) return 'logo.choose';
  if (!TYPES.includes(file.type)) return 'logo.badType';
  return file.size > MAX_BYTES ? 'logo.tooBig' : null;
}

function LogoSlot({ size }: { size: LogoSize }) {
  const { t } = useTranslation('settings');
  const run = useSave();
  const uploadLogo = useUploadLogo();
  const id = useId();
  const brand = useTheme((state) => state.brand);
  const setBrand = useTheme((state) => state.setBrand);
  // A chosen file is checked at once, before any upload.
  const { register, handleSubmit, setError, formState } = useForm<{ files: FileList | null }>({ mode: 'onChange' });
  const [preview, setPreview] = useState<string | null>(null);
  const shown = preview ?? currentLogo(brand.logoUrl, size);
  // null when no upload is under way; an object so that an upload of unknown size still shows.
  const [progress, setProgress] = useState<{ percent: UploadPercent } | null>(null);
  const label = t(`logo.${size}`);
  const files = register('files', {
    validate: (chosen) => {
      const problem = fileProblem(chosen?.[0]);
      return problem ? t(problem) : true;
    },
    onChange: (event: { target: HTMLInputElement }) => {
      const chosen = event.target.files?.[0];
      if (chosen && !fileProblem(chosen) && typeof URL.createObjectURL === 'function') {
        setPreview(URL.createObjectURL(chosen));
      }
    },
  });
  const upload = handleSubmit(async (values) => {
    const file = values.files?.[0];
    if (!file) return;
    setProgress({ percent: 0 });
    const onProgress = (percent: UploadPercent) => setProgress({ percent });
    const result = await run(uploadLogo.mutateAsync({ size, file, onProgress }), t('saved.logo'));
    setProgress(null);
    if (result.ok && result.payload) {
      const url = result.payload.networklogo_Url;
      setPreview(`${currentLogo(url, size)}?v=${Date.now()}`);
      // A new large logo has a new address: the header shows it at once.
      if (url !== brand.logoUrl) setBrand({ ...brand, logoUrl: url });
    }
    if (!result.ok) setError('files', { type: 'server', message: result.error });
  });
  const error = formState.errors.files?.message;
  return (
    <Slot onSubmit={upload} noValidate>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="file" accept={TYPES.join(',')} {...files} />
      {shown ? (
        <img src={shown} alt={t(preview ? 'logo.preview' : 'logo.current', { size: label })} height={HEIGHT[size]} />
      ) : null}
      <Button type="submit" $variant="secondary" disabled={uploadLogo.isPending}>
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
