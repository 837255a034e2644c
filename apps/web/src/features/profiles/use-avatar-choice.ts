import { useState } from 'react';
import { avatarFileProblem, readAsDataUrl, type AvatarFileProblem } from './avatar-file';

export interface AvatarChoice {
  file: File | null;
  preview: string | null;
  problem: AvatarFileProblem | null;
  choose(file: File | undefined): Promise<void>;
  clear(): void;
}

/** A picture chosen for upload: checked at once (size, type), previewed when it passes. */
export function useAvatarChoice(): AvatarChoice {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<AvatarFileProblem | null>(null);
  const clear = () => {
    setFile(null);
    setPreview(null);
    setProblem(null);
  };
  const choose = async (chosen: File | undefined) => {
    clear();
    if (!chosen) return;
    const found = avatarFileProblem(chosen);
    if (found) {
      setProblem(found);
      return;
    }
    setFile(chosen);
    setPreview(await readAsDataUrl(chosen));
  };
  return { file, preview, problem, choose, clear };
}
