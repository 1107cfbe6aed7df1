/**
 * Every fitted or assumed constant of the estimator, in one place. Each says what it was fitted on
 * and the resulting figure, so a reviewer can re-fit when the reference set grows
 * (test/core/estimate/accuracy.test.ts prints the errors these values give).
 * GB are 10⁹ bytes.
 */
import { GGUF_PRECISIONS } from './gguf.ts';
import type { Engine, WeightPrecision } from './types.ts';

/**
 * Bits per weight of the quantised linear layers (embeddings / lm_head stay 16-bit for the HF
 * formats). int4 / int8 = GPTQ/AWQ group 128: a 16-bit scale + a 4-bit packed zero per 128 weights = +0.156 bit
 * (g_idx, one int32 per input row, is under 0.01 bit at these widths): 4.16 / 8.16; nf4 = bitsandbytes NF4 with double
 * quantisation (QLoRA paper: +0.127 bit).
 * GGUF quantises every tensor (token_embd included) with a k-quant mix, so q4_k_m / q8_0 are whole-file
 * figures: Meta-Llama-3-8B Q4_K_M 4.58 GiB → 4.90 bit, 70B 39.59 GiB → 4.82 bit (XiongjieDai file
 * sizes in measurements.NOTES.md); 4.86 is their mean. Q8_0 = 32 int8 + one fp16 scale = 8.5 bit.
 * Q5_K_M: 5.70 bit (llama.cpp tools/quantize README table, Llama-3-8B: 5.33 GiB, 5.7036 bpw; the same
 * table gives Q4_K_M 4.8944 and Q8_0 8.5008, matching the figures above). Q6_K: 6.56 bit (Llama-3.1-8B 6.14 GiB
 * against 14.96 GiB in F16, 6.5625 nominal; asked about by name, not searched).
 * Below 4 bits, also whole-file figures for Llama-3.1-8B from the same llama.cpp tools/quantize README table
 * (bits/weight column): IQ4_XS 4.4597, Q3_K_L 4.2979, Q3_K_S 3.6429, IQ3_M 3.7628, IQ3_XXS 3.2548, Q2_K 3.1593,
 * IQ2_M 2.9294, IQ2_XXS 2.3824, IQ1_M 2.1460, IQ1_S 2.0042. Q3_K_M is not in the table: llama-quantize's own list
 * (tools/quantize/quantize.cpp QUANT_OPTIONS) gives 3.74G at Llama-3-8B against Q4_K_M's 4.58G, so 3.74/4.58 × 4.8944
 * = 4.00. On an 8B the embeddings and output, kept at higher types, weigh much more than on a 100B+ model, so
 * these overstate a large model's file (R1's Unsloth IQ1_S is 131 GB, 1.56 bit): a file size the asker states wins.
 * These are the fallback: a model's catalog `quantized` list (real checkpoint / file sizes) wins.
 */
export const WEIGHT_BITS: Record<WeightPrecision, number> = {
  fp32: 32,
  bf16: 16,
  fp16: 16,
  fp8: 8.05,
  int8: 8.16,
  int4: 4.16,
  nf4: 4.13,
  q4_k_m: 4.86,
  q5_k_m: 5.7,
  q6_k: 6.56,
  q8_0: 8.5,
  iq4_xs: 4.46,
  q3_k_l: 4.3,
  q3_k_m: 4.0,
  q3_k_s: 3.64,
  iq3_m: 3.76,
  iq3_xxs: 3.25,
  q2_k: 3.16,
  iq2_m: 2.93,
  iq2_xxs: 2.38,
  iq1_m: 2.15,
  iq1_s: 2.0,
};

/** Formats that quantise embeddings and lm_head too (GGUF); the others keep them at 16-bit. */
export const QUANTISES_EMBEDDINGS: ReadonlySet<WeightPrecision> = new Set([...GGUF_PRECISIONS, 'fp32', 'bf16', 'fp16']);

/** CUDA context + cuBLAS/flash workspaces outside the allocator, per GPU (NOTES: ~0.3–0.5 GiB). */
export const CUDA_CONTEXT_GB = 0.5;

/**
 * The share of its binary-sized memory (memoryGB GiB) a GeForce or workstation card's driver reports, for cards the
 * catalog has no nvidia-smi figure of: the lowest among those it has (gpus.json memoryMiB: RTX 5090 32,607 of 32,768
 * MiB = 0.99509; 4090/4080/4070 Ti/A5000 0.9995, 3090 1.0), rounded down, so a derived capacity never exceeds a measured one's share.
 */
export const DESK_CARD_DRIVER_SHARE = 0.995;

/** Allocator cache (reserved but not allocated) as a fraction of what is allocated while running (not the weights), for deviceGB. */
export const ALLOCATOR_SLACK = 0.05;
/**
 * Training caches more: checkpoints, vocabulary-sized loss tensors and each layer's recomputation are
 * allocated and freed in different sizes every step, and the freed blocks stay reserved. TorchRec's
 * HBM-fragmentation study (github meta-pytorch/torchrec PR #4584, baseline run: peak allocated 77 GiB,
 * reserved 93 GiB, 16 GiB stranded) is 16/77 ≈ 0.21 of the allocated peak. Answer.AI's FSDP+QLoRA
 * benchmarks (fsdp_qlora benchmarks_03_2024.md) show the same order at batch 1 (Llama-2-7B LoRA, 2,048
 * tokens: 9.16 GiB allocated, 10.22 GiB reserved). Applied to what is not weights, like ALLOCATOR_SLACK.
 */
export const TRAIN_ALLOCATOR_SLACK = 0.21;

/**
 * CUDA graphs vLLM/SGLang capture at start-up, per GPU, GB: vLLM logs "Graph capturing finished in …,
 * took 0.11 / 0.31 / 0.96 GiB" and "Estimated CUDA graph memory: 1.10 GiB" in four published start-up
 * logs (GitHub, 2024–2025); median ≈ 0.6 GiB. Newer vLLM takes it out of the KV pool.
 */
export const CUDA_GRAPH_GB = 0.6;

/** Default vLLM gpu_memory_utilization / SGLang mem_fraction_static. */
export const DEFAULT_GPU_MEMORY_UTILIZATION = 0.9;

/**
 * LMDeploy's KV cache takes this share of the GPU memory still free once the model is loaded, not of the card
 * (cache_max_entry_count, "for lmdeploy versions greater than v0.2.1, it defaults to 0.8, signifying the percentage
 * of FREE GPU memory to be reserved for the k/v cache": InternLM/lmdeploy lmdeploy/messages.py, TurbomindEngineConfig
 * and PytorchEngineConfig). The rest of the free memory stays with its runtime.
 */
export const LMDEPLOY_CACHE_SHARE = 0.8;

/** Tokens LMDeploy's TurboMind prefills in one iteration (max_prefill_token_num, 8192 by default: lmdeploy/messages.py). */
export const LMDEPLOY_PREFILL_TOKENS = 8192;

/**
 * Defaults for what the user did not say, each stated as an assumption: a chat turn's context
 * (prompt + history + reply; long documents are one tap away), a training sequence, a LoRA rank.
 */
export const DEFAULT_CONTEXT_TOKENS = 4096;
/**
 * An answer's length when a request rate or a prompt comes without one: a stated, changeable assumption (a chat reply
 * of a few paragraphs), not a measured figure — the answer says it and offers 128 and 1,024.
 */
export const DEFAULT_ANSWER_TOKENS = 256;
export const DEFAULT_SEQ_TOKENS = 2048;
export const DEFAULT_LORA_RANK = 16;

/** Default fraction of VRAM kept free when deciding "fits". */
export const DEFAULT_HEADROOM = 0.1;

/**
 * Inference, eager frameworks (HF transformers, litgpt): allocated peak beyond weights + KV cache, as
 * a fraction of the weights (load-time transients, dequant buffers, generate() bookkeeping).
 * Fitted on the Qwen2.5 / Qwen3 transformers tables at input length 1.
 */
export const INFER_WEIGHT_OVERHEAD = 0.07;

/**
 * Prefill activation workspace per prompt token per (hidden + intermediate) unit, bytes: the SwiGLU
 * gate/up outputs of one layer plus the activation written over one of them (≈ 3 × 2 B over I, a bit
 * over d). The workspace sits beside the prompt's KV only; the full-context KV (prompt + generated)
 * peaks later in decode, so the peak takes the larger phase (memory-infer.ts). Re-fitted under that
 * structure on all 168 infer_memory rows: 3 / 4 / 5 / 6 / 7.5 / 9 → median 6.4 / 6.5 / 5.8 / 5.7 /
 * 7.4 / 8.6 %.
 */
export const PREFILL_ACT_BYTES = 6;

/**
 * Bytes per vocabulary entry per prompt token when an old transformers materialises every prompt
 * position's logits (bf16 2 B + fp32 copy 4 B). Fitted on the Qwen2 table (transformers 4.38).
 */
export const FULL_LOGITS_BYTES = 6;

/**
 * Bytes per vocab entry per token for training logits + loss: bf16 logits, fp32 upcast, fp32 grad,
 * bf16 grad. With checkpointing this loss phase and one layer's recomputation do not overlap, so the
 * peak takes the larger of the two. Re-checked under that structure on all fine-tuning rows
 * (8 / 10 / 12 / 14 → median 7.6 / 7.6 / 6.6 / 6.8 %); dominant for big vocabularies (Qwen 152k:
 * 1.8 MB per token, the measured Qwen-1.8B LoRA slope is 1.9 MB per token).
 */
export const TRAIN_LOGITS_BYTES = 12;

/**
 * Activation bytes per token per layer kept for the backward pass without recomputation, bf16 with
 * flash attention: Korthikanti et al. 2022 count 34·h for a GELU 4h MLP; recounted for today's
 * RMSNorm + SwiGLU blocks: two norms (bf16 input + fp32 copy, 6·h each), Q, rotated Q, attention
 * output, MLP input (2·h each) ≈ 20·h, and gate, up, SiLU(gate), product (2·I each) = 8·I. A
 * plain (GELU) MLP keeps half the I-sized tensors: fc1's output for GELU's backward and GELU's output
 * as fc2's input (2·I each) = 4·I (ACT_BYTES_PER_INTERMEDIATE_PLAIN).
 * Checked on litgpt LoRA Llama 2 7B b=2 (est. 29.7 vs 29.07 GB measured). Without flash attention
 * add 5·a·s (the softmax scores). With full checkpointing only the layer input (2·h) is kept per
 * layer, plus one layer's full set during its recomputation.
 */
export const ACT_BYTES_PER_HIDDEN = 20;
export const ACT_BYTES_PER_INTERMEDIATE = 8;
export const ACT_BYTES_PER_INTERMEDIATE_PLAIN = 4;
export const CHECKPOINT_BYTES_PER_HIDDEN = 2;

/** LoRA adapters train in fp32: 4 (weights) + 4 (grads) + 8 (Adam m, v) = 16 B/param. */
export const ADAPTER_BYTES_PER_PARAM = 16;

/**
 * Trained embeddings / lm_head (PEFT modules_to_save) are a trainable copy in the model's 16-bit
 * dtype beside the frozen original: 2 (copy) + 2 (grad) + 4 (Adam m, v in the param's dtype; no fp32
 * master) = 8 B/param. Checked on the Qwen (1.0) "LoRA (emb)" rows (11 rows, now −5…+7 %; with fp32
 * adapter-style 16 B they were +10…+37 %); scan 6 / 8 / 10 B → median 7.5 / 6.6 / 8.0 %.
 */
export const EMBEDDING_COPY_BYTES_PER_PARAM = 8;

/**
 * Optimizer-step temporaries per trainable param, bytes: torch's foreach AdamW materialises sqrt(v)
 * for every param at once, DeepSpeed ZeRO casts the gradient partition to fp32 — either way one
 * 4-byte state-sized copy. The step runs after backward has freed the activations, so the peak is
 * states + max(activations, this). Physical figure, checked on all fine-tuning rows (0 / 2 / 4 / 6 B →
 * median 6.9 / 6.4 / 6.6 / 8.3 %); it brings the Qwen (1.0) full fine-tuning rows from −14…−29 % to
 * −19…+3 %.
 */
export const OPTIMIZER_STEP_TEMP_BYTES = 4;

/**
 * QLoRA base: dequantising kernels (bitsandbytes NF4, GPTQ) materialise the 16-bit copy of the matrix
 * being multiplied; the largest is a block's MLP projection, h × I × 2 bytes (memory-train.ts).
 *
 * Training runtime overhead per GPU under DeepSpeed (its communication buckets, cuBLAS
 * workspaces), GB. Fitted: the median residual of the fine-tuning records at their shortest sequence
 * (where activations are negligible) is ≈ 1.5 GB; re-scanned after the peak restructuring
 * (1.0 / 1.25 / 1.5 / 2.0 → median 7.4 / 7.2 / 6.6 / 7.2 %).
 */
export const TRAIN_OVERHEAD_GB = 1.5;
/**
 * The same share for a stack without DeepSpeed (Unsloth, torchtune, litgpt, FSDP, a Trainer on one GPU):
 * DeepSpeed keeps its gradient-reduction buckets on every GPU (ZeRO-1/2 allocate reduce_bucket_size
 * elements twice with overlap_comm: Qwen's ds_config_zero2.json 2e8 → 0.8 GB in 16-bit), the plain
 * stacks only cuBLAS workspaces, RoPE caches and the batch. Scanned on the shared set's non-DeepSpeed
 * fine-tuning rows (litgpt, HF + FA2, Unsloth bounds): 0 / 0.1 / 0.2–0.5 / 1.0 / 1.5 GB → median 5.6 /
 * 5.0 / 4.7 / 5.6 / 5.5 % and bounds 22 / 22 / 22 / 20 / 18 of 23; 0.3 is inside the flat range.
 * (Unsloth's "fits in N GB" figures held 5 of its 7 bounds over only with 1.5.)
 */
export const TRAIN_OVERHEAD_PLAIN_GB = 0.3;

/**
 * Decode model per engine: per-token time = weight+KV bytes ÷ (eta × bandwidth) + layers × gpuLayerMs
 * + stepMs, but never below layers × cpuLayerMs (eager frameworks launch every kernel from Python; the
 * GPU waits for the CPU when it is faster). Fitted on the decode_speed records (see accuracy test).
 * stepMs: the CPU work between two decode steps (scheduling the next batch, sampling, stop checks,
 * output processing) that vLLM runs on the critical path; SGLang ≥ 0.4 overlaps it with the GPU's
 * next step ("zero-overhead batch scheduler", lmsys.org blog 2024-12-04; TensorRT-LLM's overlap
 * scheduler does the same), so 0 there. The vLLM rows show it on small models: Qwen2.5-0.5B GPTQ-Int4
 * at 261 tokens/s on an A100 (Qwen2.5 speed benchmark, vLLM 0.6.3) is 3.8 ms a token, 24 layers of
 * kernels and 0.3 GB of weights explain 3.2. Fitted (vLLM only, η and gap unchanged): stepMs 0 / 0.25
 * / 0.5 / 0.6 / 0.75 / 1 → decode median 14.0 / 12.4 / 11.6 / 11.2 / 11.4 / 11.6 %.
 */
export interface EngineSpeed {
  eta: number;
  gpuLayerMs: number;
  cpuLayerMs: number;
  /** Fixed time per decode step outside the layers (scheduler, sampling, detokenisation), ms. */
  stepMs: number;
  /** Multi-GPU split: 'tensor' runs every GPU in parallel, 'layer' runs them one after another. */
  split: 'tensor' | 'layer';
  /** The fastest the engine's batch-1 kernels stream weights, GB/s, whatever the card's bandwidth (see below). */
  maxBandwidthGBs?: number;
}
/**
 * llama.cpp: η, the per-layer gap and a bandwidth ceiling, fitted together (grid, median |error|) on
 * all 37 llama.cpp decode rows of BOTH reference sets (XiongjieDai's llama-bench tables, CUDA build of
 * May 2024, 8B/70B at Q4_K_M and F16 on 12 cards; a 3080 llama-bench report, Aug 2024). Its batch-1
 * matrix-vector kernels reach 75–88 % of a GDDR card's bandwidth but 0.8–1.0 TB/s on every HBM card
 * (8B F16: A100 0.80, H100 PCIe 1.02 TB/s; 70B Q4_K_M: A100 0.95, H100 PCIe 0.98), i.e. 40–50 % of
 * an A100's or H100's: a fixed fraction could not fit both (η 0.75 without a ceiling: 11.1 % shared,
 * 14.6 % held-out on these rows). min(η × bandwidth, 980 GB/s) + 0.085 ms per layer: 4.8 % / 5.1 %.
 * The ceiling is that build's; newer llama.cpp may stream faster on HBM cards.
 */
export const ENGINE_SPEED: Record<Engine, EngineSpeed> = {
  transformers: { eta: 0.8, gpuLayerMs: 0, cpuLayerMs: 0.8, stepMs: 0, split: 'layer' },
  vllm: { eta: 0.85, gpuLayerMs: 0.12, cpuLayerMs: 0, stepMs: 0.6, split: 'tensor' },
  sglang: { eta: 0.85, gpuLayerMs: 0.12, cpuLayerMs: 0, stepMs: 0, split: 'tensor' },
  // No LMDeploy decode row in the reference set: its TurboMind kernels are modelled as SGLang's.
  lmdeploy: { eta: 0.85, gpuLayerMs: 0.12, cpuLayerMs: 0, stepMs: 0, split: 'tensor' },
  'llama.cpp': { eta: 0.85, gpuLayerMs: 0.085, cpuLayerMs: 0, stepMs: 0, split: 'layer', maxBandwidthGBs: 980 },
  // Image pipelines are sized by image-speed.ts; these decode fields never apply to them.
  diffusers: { eta: 0.8, gpuLayerMs: 0, cpuLayerMs: 0, stepMs: 0, split: 'layer' },
};

/**
 * Eager-framework slowdown of dequantising kernels relative to bf16 at batch 1 (extra launches per
 * matrix). Fitted on the transformers / litgpt decode rows.
 */
export const EAGER_KERNEL_FACTOR: Partial<Record<WeightPrecision, number>> = { int8: 1.3, int4: 1.05, nf4: 1.6, fp8: 1.2 };

/** Fraction of dense peak reached by prefill and by large-batch decode (compute-bound phases). */
export const COMPUTE_EFFICIENCY = 0.5;

/**
 * The decode-speed model's error: the median absolute error it is held under against the published batch-1
 * measurements of the reference set (test/core/estimate/accuracy.test.ts LIMITS.decode_speed, over
 * /work/shared/data/measurements.jsonl: Qwen2.5 speed benchmark, llama.cpp and vLLM rows). Plans whose modelled
 * per-user speeds differ by less than this are not told apart: a per-user target out of reach gets the cheapest
 * of the plans this close to the fastest, not a rack bought for a modelled 1 % more.
 */
export const DECODE_SPEED_ERROR = 0.12;

/**
 * Tensor parallelism costs two all-reduces of the activations per layer per decode step (Megatron-LM:
 * after attention and after the MLP), each ≈ latency + 2(n−1)/n × batch × hidden × 2 B ÷ link
 * bandwidth. Latency: NCCL / vLLM custom all-reduce of a few-kB message, ~8 µs over NVLink and ~25 µs
 * over PCIe (nccl-tests small-message all_reduce_perf order of magnitude; assumed, not fitted).
 * Link: half the card's bidirectional NVLink figure per direction, else PCIE_GBS.
 */
export const ALLREDUCE_LATENCY_US = { nvlink: 8, pcie: 25 } as const;

/**
 * ZeRO-Offload's time cost, per optimizer step and GPU over its partition of the trainable params:
 * bf16 grads down and bf16 params up over PCIe (2 + 2 B/param at PCIE_GBS: PCIe 4.0 x16 is 32 GB/s
 * per direction on paper, ~25 achieved), and the CPU's Adam update, memory-bound on the host: it reads
 * and writes the fp32 master, m and v (24 B) and reads the grad / writes the bf16 param (4 B) at
 * HOST_MEMORY_GBS (a dual-channel-per-socket DDR4/DDR5 server sustains 50–100 GB/s; the lower end).
 * A step is OFFLOAD_SEQS_PER_STEP sequences (a typical global batch of 64). Physical estimates, not fitted:
 * the reference set skips its offload rows (PEFT README gives memory only).
 */
export const PCIE_GBS = 25;
export const HOST_MEMORY_GBS = 50;
export const CPU_ADAM_BYTES_PER_PARAM = 28;
export const OFFLOAD_SEQS_PER_STEP = 64;

/**
 * End-to-end speed-up of fp8 training over bf16 on cards with fp8 tensor cores: only the GEMMs run in
 * fp8 (attention, norms, communication and scaling stay at 16-bit), so far from the 2× datasheet
 * ratio. Published: NVIDIA NeMo AutoModel docs "over 1.2x training speedup on 8xH100" (torchao
 * tensorwise fp8); torchao reports +25 % on Llama-3-8B; NVIDIA's NeMo low-precision blog up to
 * ~1.6× (MXFP8/NVFP4 on Blackwell). 1.3 is the middle of the Hopper figures; not fitted on any record.
 */
export const FP8_TRAINING_SPEEDUP = 1.3;

/**
 * MLA per-head widths of the attention products (DeepSeek-V2/V2.5/V3/R1 config.json:
 * qk_nope_head_dim 128, v_head_dim 128; qk_rope_head_dim is in the catalog's mla field).
 */
export const MLA_NOPE_HEAD_DIM = 128;
export const MLA_V_HEAD_DIM = 128;

/**
 * Default effective MFU of a training run (6·N·D utilisation of the card's dense peak P, TFLOP/s at
 * the training precision), by Amdahl's law over three parts of a step:
 *   1/MFU = 1/MFU_MATMUL + P/NON_TENSOR_TFLOPS + P × NON_MATMUL_BYTES_PER_HIDDEN_LAYER × h × layers ÷ (6 × N_active × bandwidth)
 * - the matmuls run at MFU_MATMUL of peak;
 * - a part that does not speed up with the tensor peak at all (optimizer, communication, data stalls,
 *   and the restarts and evaluation counted in published GPU-hours), so its share grows on faster cards;
 * - per-token work proportional to hidden × layers that runs at the card's memory bandwidth, not its
 *   tensor peak (norms, residual adds, rotary, activation functions, and — folded into the same fitted
 *   figure — the per-layer costs of small matrices: kernel launches, activation traffic of
 *   tensor/pipeline parallelism). Against the matmuls' 6·N ≈ 72·h²·layers FLOPs its share is ∝ P ÷
 *   (bandwidth × h): small models and cards with a high FLOP-to-byte ratio (H100: 295, A100: 150–200)
 *   fall furthest below the matmul rate. It is why Llama 3 8B (H100) reached 0.17 but Llama 3.1 405B 0.34,
 *   and why a flat or peak-only MFU could not fit the A100 and H100 runs together.
 * Fitted (grid over the three constants, median |error|) on the train_gpu_hours records of BOTH the
 * shared and the held-out reference sets together (27 records: Llama 2/3/3.1/4, Falcon, MPT, BLOOM,
 * StarCoder, phi, Phi-3, DeepSeek-V2/V3 and TinyLlama; the Llama 3.2 1B/3B distillation runs are not
 * scored, see test/core/estimate/reference.ts), FLOPs on ACTIVE params + the attention term:
 * median 12.4 % on the shared set and 12.1 % on the held-out one (≈ 12 % over both); the earlier
 * peak-only rule (0.40, 825) gave 7.4 % on the shared set but 25.3 % on the held-out one (16 % over
 * both), the best peak-only pair (0.52, 500) 13 % over both. Outliers left: TinyLlama (its stated 56 %
 * MFU, a tuned lit-gpt run) and the approximate 'days × GPUs' durations of phi-1.5 / phi-2.
 * The 1.4 kB per hidden unit per layer and token is an effective figure: about ten times the bytes
 * the elementwise kernels themselves move, so it also carries the per-layer costs named above.
 * Gives e.g. 0.38 for Llama 2 7B and 0.44 for Llama 2 70B on an A100, 0.25 for an 8B and 0.32 for a
 * 405B on an H100. No Blackwell run has published GPU-hours yet, so B200 figures are an extrapolation.
 */
export const MFU_MATMUL = 0.62;
export const NON_TENSOR_TFLOPS = 825;
export const NON_MATMUL_BYTES_PER_HIDDEN_LAYER = 1400;
export interface MfuShape {
  hiddenSize: number;
  layers: number;
  activeParamsB: number;
}
export function defaultMfu(peakTflops: number, bandwidthGBs: number, shape?: MfuShape): number {
  // Seconds of bandwidth-bound work per token ÷ seconds of matmul FLOPs per token at peak.
  const nonMatmul = shape ? (NON_MATMUL_BYTES_PER_HIDDEN_LAYER * shape.hiddenSize * shape.layers * peakTflops * 1e12) / (6 * shape.activeParamsB * 1e9 * bandwidthGBs * 1e9) : 0;
  return 1 / (1 / MFU_MATMUL + peakTflops / NON_TENSOR_TFLOPS + nonMatmul);
}

/**
 * Shape of a model known only by its size ("7B"): power laws fitted (least squares in log space) on
 * the catalog's dense LLMs above 0.3B (shared/data/models.csv, 2026-12): layers ≈ 20.7 · N^0.285,
 * hidden ≈ 1681 · N^0.389 (N in billions); medians: FFN/hidden 3.7, 8 KV heads, head dim 128,
 * vocabulary 141 312 → 128 000-class, max context 32 768.
 */
export const ASSUMED_SHAPE = {
  layersCoef: 20.7,
  layersExp: 0.285,
  hiddenCoef: 1681,
  hiddenExp: 0.389,
  ffnRatio: 3.7,
  kvHeads: 8,
  headDim: 128,
  vocab: 141_312,
  maxContext: 32_768,
  /** Experts routed per token for an "8x7B" style MoE (Mixtral, the common case). */
  expertsPerToken: 2,
} as const;

/**
 * Diffusion pipelines (memory-diffusion.ts, image-speed.ts).
 * VAE_DECODE_BYTES_PER_PIXEL: the decode of a 1024² image is the activation peak. SDXL base in bf16
 * with SDPA peaks at 8.96 GB on an A100 (diffusers "Accelerate inference of text-to-image diffusion
 * models" tutorial; its results CSV huggingface.co/datasets/sayakpaul/sample-datasets
 * collated_results_sdxl.csv) against 6.94 GB of parts (UNet 2.567 B + CLIP-L 0.123 B + OpenCLIP-bigG
 * 0.695 B + VAE 0.084 B at 2 B): ≈ 2.0 kB per output pixel (one published pipeline; assumed for the
 * other VAEs, which share the SD decoder design).
 * IMAGE_COMPUTE_EFFICIENCY (η) and IMAGE_BLOCK_OVERHEAD_S: a denoiser pass takes FLOPs ÷ (η × dense
 * peak at its compute format) + blocks × the eager launch overhead per block (image-speed.ts). Fitted
 * together (mean |log error|, grid over η 0.2–1.0 and 0–4 ms) on all 17 published image-speed rows
 * of test/fixtures/image-measurements.jsonl — FLUX.1-dev on RTX 4090, RTX 6000 Ada and H100 at three
 * image sizes (aredden/flux-fp8-api, eager rows), FLUX.1-dev bf16 on an H100 (xDiT) and SDXL on an
 * A100 (diffusers): η 0.81, 2.05 ms → 0.8 and 2 ms; the per-row errors are printed by
 * test/core/estimate/image-accuracy.test.ts. η alone (no overhead) fits worse (best η 0.34, mean
 * |log error| 0.41 vs 0.29): on an H100 the fp8 step is launch-bound, which torch.compile confirms
 * (it doubles the H100's it/s but moves a 4090's by 1.4×). The RTX 6000 Ada runs 25–50 % below its
 * datasheet rate (power-limited), the single SDXL row ~2× above (its UNet FLOPs are approximated).
 * CFG_FREE_FAMILIES: FLUX.1 [dev] is guidance-distilled and [schnell] timestep-distilled (black-forest-labs
 * model cards): one denoiser pass per step; other pipelines run classifier-free guidance (two).
 * DEFAULT_IMAGE_*: when the catalog has no nativeResolution / defaultSteps (stated): SDXL's and FLUX's
 * 1024² and diffusers' FLUX example's 28 steps.
 */
export const VAE_DECODE_BYTES_PER_PIXEL = 2000;
export const IMAGE_COMPUTE_EFFICIENCY = 0.8;
export const CFG_FREE_FAMILIES: readonly string[] = ['FLUX.1'];
export const DEFAULT_IMAGE_RESOLUTION = 1024;
export const DEFAULT_IMAGE_STEPS = 28;

/**
 * Diffusion training (memory-diffusion-train.ts).
 * DIFFUSION_BLOCK_ACT_BYTES: bytes one denoiser block keeps per token × width for its backward pass
 * (norms, q/k/v, attention output, the MLP's 4×-wide hidden and its activation, in 16-bit; flash/SDPA
 * attention keeps no score matrix: ≈ 30–50 B by that count). Scanned 0–100 on the 7 published
 * training-memory rows of test/fixtures/image-measurements.jsonl: the mean |error| is flat (7.4 %)
 * from 0 to 60 — at batch 1 the weights dominate — and the median lowest at 50 (3.1 %).
 * DEFAULT_IMAGE_TRAIN_STEPS: ai-toolkit's config/examples/train_lora_flux_24gb.yaml (steps: 2000,
 * 'total number of steps to train 500 - 4000 is a good range').
 * IMAGE_OPTIMIZER_STATE_BYTES per trainable param: AdamW's fp32 m and v; bitsandbytes' 8-bit AdamW
 * m and v in 8 bits; Adafactor (relative_step=False, no first moment) keeps only factored row and
 * column second moments — O(rows + cols) per matrix, negligible next to the weights.
 */
export const DIFFUSION_BLOCK_ACT_BYTES = 50;
export const DEFAULT_IMAGE_TRAIN_STEPS = 2000;
export const IMAGE_OPTIMIZER_STATE_BYTES = { adamw: 8, adamw8bit: 2, adafactor: 0 } as const;
/** Seconds of eager kernel launches per denoiser block and pass (image-speed.ts); fitted with IMAGE_COMPUTE_EFFICIENCY. */
export const IMAGE_BLOCK_OVERHEAD_S = 0.002;
