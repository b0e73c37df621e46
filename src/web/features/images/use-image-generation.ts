import { useCallback, useEffect, useRef, useState } from 'react';
import type { GenerateImageResponse, ImageStyle } from '../../../protocol';
import { toast } from '../../ui/toast-store';
import { generationErrorText } from './generation-error';
import { PROGRESS_TICK_MS, progressStep } from './generation-progress';
import { imageGenerate } from './image-api';
import { tNow } from '../../i18n/intl';

/** Spec core 4 'Image generation': idle, generating, result ready. */
export type GenerationState =
  | { phase: 'idle' }
  | { phase: 'generating'; progress: number }
  | { phase: 'ready'; result: GenerateImageResponse; prompt: string; style: ImageStyle };

/**
 * One picture at a time (spec core 5: generation is blocked while one is running): `generate`
 * does nothing while one runs. Progress is simulated up to 90 % until the reply. A failure shows
 * the 'Image generation failed' toast and goes back to idle, the prompt kept.
 */
export function useImageGeneration(userId: string) {
  const [state, setState] = useState<GenerationState>({ phase: 'idle' });
  const running = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const generating = state.phase === 'generating';
  useEffect(() => {
    if (!generating) return undefined;
    const timer = setInterval(() => {
      setState((s) =>
        s.phase === 'generating' ? { ...s, progress: progressStep(s.progress) } : s,
      );
    }, PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [generating]);

  const generate = useCallback(
    async (rawPrompt: string, style: ImageStyle) => {
      if (running.current) return;
      const prompt = rawPrompt.trim();
      if (!prompt) {
        toast({
          title: tNow('images.failedTitle'),
          description: tNow('images.promptRequired'),
          variant: 'destructive',
        });
        return;
      }
      running.current = true;
      setState({ phase: 'generating', progress: 0 });
      try {
        const result = await imageGenerate(userId, prompt, style);
        if (mounted.current) setState({ phase: 'ready', result, prompt, style });
      } catch (err) {
        toast({
          title: tNow('images.failedTitle'),
          description: generationErrorText(err),
          variant: 'destructive',
        });
        if (mounted.current) setState({ phase: 'idle' });
      } finally {
        running.current = false;
      }
    },
    [userId],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, generate, reset };
}
