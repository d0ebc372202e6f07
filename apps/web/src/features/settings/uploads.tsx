import { messages } from '@launchpad/contract';
import { useMutation } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { Avatar } from '../../components/ui/avatar.tsx';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { ApiError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { FileField } from '../../components/ui/form-field.tsx';
import { uploadFile } from './api/upload-file.ts';
import { uploadImage } from './api/upload-image.ts';

/** Every upload shares this key, so the form can hold Save until the file's link is known. */
export const uploadMutationKey = ['settings-upload'] as const;

const PDF_TYPE = 'application/pdf';

/** Why the server refused the file itself (wrong kind, too large), worth showing by the field. */
function refusal(error: Error): string | null {
  return error instanceof ApiError && (error.status === 413 || error.status === 415)
    ? error.message
    : null;
}

/** The chosen file; the input is emptied so that choosing the same file again is seen. */
function takeFile(event: ChangeEvent<HTMLInputElement>): File | undefined {
  const file = event.target.files?.[0];
  event.target.value = '';
  return file;
}

interface PhotoFieldProps {
  image: string;
  userName: string;
  onChange: (url: string) => void;
  problems: readonly string[];
}

export function PhotoField({ image, userName, onChange, problems }: PhotoFieldProps) {
  const [refused, setRefused] = useState<string | null>(null);
  const upload = useMutation({
    mutationKey: uploadMutationKey,
    mutationFn: uploadImage,
    onMutate: () => setRefused(null),
    onSuccess: ({ url }) => onChange(url),
    onError: (error) => {
      toast.error(messages.imageUploadFailed);
      setRefused(refusal(error));
    },
  });

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <Avatar image={image || null} userName={userName} size="lg" alt="Photo preview" />
      <div className="grow space-y-2">
        <FileField
          label="Profile photo"
          name="image"
          accept="image/*"
          hint={
            upload.isPending
              ? 'Uploading…'
              : 'PNG, JPEG, WebP or GIF, up to 2 MB. It is kept when you save your changes.'
          }
          problems={[...(refused ? [refused] : []), ...problems]}
          onChange={(event) => {
            const file = takeFile(event);
            if (file) upload.mutate(file);
          }}
        />
        {image && (
          <button type="button" className={buttonStyles.secondary} onClick={() => onChange('')}>
            Remove photo
          </button>
        )}
      </div>
    </div>
  );
}

interface ResumeFieldProps {
  resume: string;
  onChange: (url: string) => void;
  problems: readonly string[];
}

export function ResumeField({ resume, onChange, problems }: ResumeFieldProps) {
  const [refused, setRefused] = useState<string | null>(null);
  const upload = useMutation({
    mutationKey: uploadMutationKey,
    mutationFn: uploadFile,
    onMutate: () => setRefused(null),
    onSuccess: ({ url }) => onChange(url),
    onError: (error) => {
      // Product rules §8: a failed resume upload is only logged; the server's refusal of the file itself
      // (not a PDF by its bytes, too large) is shown by the field so the learner can pick another.
      console.error('Resume upload failed:', error);
      setRefused(refusal(error));
    },
  });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = takeFile(event);
    if (!file) return;
    // Product rules §5: only PDFs. The server judges the bytes as well; this spares a useless upload.
    if (file.type !== PDF_TYPE) {
      setRefused(messages.invalidPdf);
      toast.error(messages.invalidPdf);
      return;
    }
    upload.mutate(file);
  }

  return (
    <div className="space-y-3">
      <FileField
        label="Resume (PDF)"
        name="resume"
        accept={PDF_TYPE}
        hint={
          upload.isPending
            ? 'Uploading…'
            : 'A PDF of up to 5 MB. It is kept when you save your changes.'
        }
        problems={[...(refused ? [refused] : []), ...problems]}
        onChange={choose}
      />
      {resume && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <a
            href={resume}
            download
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-indigo-700 underline-offset-2 hover:underline"
          >
            Download current resume
          </a>
          <button type="button" className={buttonStyles.secondary} onClick={() => onChange('')}>
            Remove resume
          </button>
        </div>
      )}
    </div>
  );
}
