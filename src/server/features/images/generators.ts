import type { Config } from '../../kernel/config';
import type { ImageGenerator } from './generator';
import { OfflineImageGenerator } from './offline-generator';
import { OpenAiImageGenerator } from './openai-generator';

/** A setting the generator cannot start without (configFromEnv checks it first; tests may not). */
function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} is required when IMAGE_GENERATOR=openai`);
  return value;
}

/** The generator IMAGE_GENERATOR names. */
export function imageGeneratorFromConfig(config: Config): ImageGenerator {
  if (config.imageGenerator === 'openai') {
    return new OpenAiImageGenerator({
      baseUrl: required(config.imageApiUrl, 'IMAGE_API_URL'),
      model: required(config.imageModel, 'IMAGE_MODEL'),
      apiKey: config.imageApiKey,
    });
  }
  return new OfflineImageGenerator();
}
