/**
 * Image-model fine-tuning: trainable LoRA parameters from the denoiser's projections, memory as the
 * trainers set it up (kohya sd-scripts, ai-toolkit, diffusers), time as steps × seconds per step.
 * The published rows themselves are scored in image-accuracy.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { DiffusionModel } from '../../../src/core/catalog/schema.ts';
import { diffusionLoraParams } from '../../../src/core/estimate/diffusion-shape.ts';
import { estimate, modelRef } from '../../../src/core/estimate/index.ts';
import type { EstimateInput } from '../../../src/core/estimate/types.ts';
import { gpu, model } from './helpers.ts';

const shape = (id: string) => (model(id).model as DiffusionModel).training!;
const train = (id: string, card: string, extra: Partial<EstimateInput> = {}) => estimate({ model: model(id), task: 'finetune', gpu: gpu(card), ...extra });

describe('image-model fine-tuning', () => {
  it('LoRA parameters come from the catalog projections: FLUX.1-dev r=4 on to_q/k/v/out = 4,669,440 (huggingface/blog flux-qlora.md)', () => {
    // diffusers' to_q/to_k/to_v/to_out.0: the image-stream attention of the 19 double blocks and the
    // joint to_q/k/v of the 38 single blocks (the text stream's add_*_proj are other modules).
    const flux = shape('flux.1-dev');
    const toQkvOut = { ...flux, linears: flux.linears.filter((l) => l.kind === 'attention' && l.stream !== 'text') };
    expect(diffusionLoraParams(toQkvOut, 4, 'attention')).toBe(4_669_440);
    // SDXL attention-only LoRA at r=16 ≈ 23 M (the review case's arithmetic); every linear (kohya) ≈ 2× that.
    expect(diffusionLoraParams(shape('sdxl-base-1.0'), 16, 'attention') / 1e6).toBeCloseTo(23.2, 1);
    expect(diffusionLoraParams(shape('sdxl-base-1.0'), 16, 'all')).toBeGreaterThan(1.5 * diffusionLoraParams(shape('sdxl-base-1.0'), 16, 'attention'));
  });

  it('SDXL LoRA on a T4 fits in fp16 (no bf16 there), with every default stated', () => {
    const e = train('sdxl-base-1.0', 't4', { method: 'lora' });
    expect(e.fits).toBe(true);
    expect(e.input.precision).toBe('fp16');
    expect(e.memory.weightsGB).toBeCloseTo(5.14, 1); // the UNet alone: text encoders and VAE cached away
    expect(e.training!.hours).toBeGreaterThan(0);
    const keys = e.assumptions.map((a) => a.key);
    for (const key of ['imageTrainResolution', 'imageEncodersCached', 'imageOptimizer', 'imageTrainSteps', 'defaultBatch', 'defaultLoraRank', 'checkpointingOn', 'bf16AsFp16', 'imageTrainTime']) expect(keys).toContain(key);
    expect(keys).not.toContain('defaultSeq');
    expect(keys).not.toContain('defaultMfu');
  });

  it('FLUX LoRA on a 24 GB card: bf16 base does not fit, an fp8 base (kohya --fp8_base) and NF4 (QLoRA) do', () => {
    const bf16 = train('flux.1-dev', 'rtx4090', { method: 'lora', precision: 'bf16' });
    const fp8 = train('flux.1-dev', 'rtx4090', { method: 'lora', precision: 'fp8' });
    const nf4 = train('flux.1-dev', 'rtx4090', { method: 'qlora' });
    expect(bf16.fits).toBe(false);
    expect(fp8.fits).toBe(true);
    expect(nf4.fits).toBe(true);
    expect(nf4.memory.perGpuGB).toBeLessThan(fp8.memory.perGpuGB);
    expect(fp8.memory.weightsGB).toBeCloseTo(11.9, 0);
  });

  it('text encoders and VAE left uncached are resident (T5-XXL alone ≈ 9.5 GB at 16-bit) and the VAE encodes every batch', () => {
    const cached = train('flux.1-dev', 'h100-sxm', { method: 'lora', precision: 'bf16' });
    const uncached = train('flux.1-dev', 'h100-sxm', { method: 'lora', precision: 'bf16', imageOptions: { cachedEncoders: false } });
    expect(uncached.memory.weightsGB - cached.memory.weightsGB).toBeCloseTo((4.76 + 0.123 + 0.084) * 2, 1);
    expect(uncached.memory.activationsGB).toBeGreaterThan(cached.memory.activationsGB);
    expect(uncached.assumptions.map((a) => a.key)).not.toContain('imageEncodersCached');
  });

  it('a full fine-tune trains fp32 weights and grads; AdamW > 8-bit AdamW > Adafactor in optimizer state', () => {
    const at = (optimizer: 'adamw' | 'adamw8bit' | 'adafactor') => train('sdxl-base-1.0', 'a100-80gb-sxm', { method: 'full', imageOptions: { optimizer } });
    const [adamw, eight, adafactor] = [at('adamw'), at('adamw8bit'), at('adafactor')];
    expect(adafactor.memory.weightsGB).toBeCloseTo(2.57 * 4, 1);
    expect(adafactor.memory.gradientsGB).toBeCloseTo(2.57 * 4, 1);
    expect(adamw.memory.optimizerGB).toBeCloseTo(2.57 * 8, 1);
    expect(eight.memory.optimizerGB).toBeCloseTo(2.57 * 2, 1);
    expect(adafactor.memory.optimizerGB).toBe(0);
    expect(train('sdxl-base-1.0', 'a100-80gb-sxm', { method: 'full' }).assumptions).toContainEqual({ key: 'imageOptimizer', params: { optimizer: 'adafactor' } });
  });

  it('activations grow with batch and pixels, and without gradient checkpointing', () => {
    const at = (extra: Partial<EstimateInput>) => train('flux.1-dev', 'h100-sxm', { method: 'lora', ...extra }).memory.activationsGB;
    const base = at({});
    expect(at({ batch: 2 })).toBeCloseTo(2 * base, 5);
    expect(at({ imageOptions: { width: 512, height: 512 } })).toBeLessThan(base / 2);
    expect(at({ gradientCheckpointing: false })).toBeGreaterThan(5 * base);
  });

  it('time is steps × seconds per step, shared by data-parallel GPUs; a deadline it misses is said', () => {
    const one = train('flux.1-dev', 'h100-sxm', { method: 'lora', imageOptions: { trainSteps: 1000 } });
    const two = train('flux.1-dev', 'h100-sxm', { method: 'lora', imageOptions: { trainSteps: 2000 } });
    expect(two.training!.hours).toBeCloseTo(2 * one.training!.hours, 6);
    const dp = train('flux.1-dev', 'h100-sxm', { method: 'lora', count: 2, imageOptions: { trainSteps: 2000 } });
    expect(dp.training!.hours).toBeCloseTo(one.training!.hours, 6);
    expect(dp.memory.perGpuGB).toBeCloseTo(two.memory.perGpuGB, 6);
    const late = train('flux.1-dev', 'h100-sxm', { method: 'lora', deadlineHours: one.training!.hours / 10 });
    expect(late.fits).toBe(false);
    expect(late.reason?.key).toBe('tooLong');
  });

  it('refuses what it has no basis for: pre-training an image model, or a model without its denoiser shape', () => {
    expect(() => train('flux.1-dev', 'h100-sxm', { task: 'pretrain' })).toThrow(expect.objectContaining({ key: 'estimate.diffusionTraining' }));
    const { training: _t, ...bare } = model('flux.1-schnell').model as DiffusionModel;
    expect(() => estimate({ model: modelRef(bare), task: 'finetune', gpu: gpu('h100-sxm') })).toThrow(expect.objectContaining({ key: 'estimate.diffusionTraining' }));
    expect(() => train('flux.1-dev', 'h100-sxm', { imageOptions: { width: 10 } })).toThrow(expect.objectContaining({ key: 'estimate.negative' }));
  });
});
