/**
 * Keyword rules for free text: one row per phrase that states a task, a training method, a
 * precision, an engine or the kind of workload. Rows run in order and a field keeps the first value
 * set, so the specific rows come first ("QLoRA" before "LoRA", pre-training and fine-tuning before
 * the inference words: "fine-tune a chat model" is fine-tuning).
 */
import type { AdviceRequest } from '../../recommend/types.ts';
import type { WeightPrecision } from '../../estimate/types.ts';

export interface KeywordRule {
  id: string;
  pattern: RegExp;
  set: Partial<AdviceRequest>;
}

const rx = (source: string): RegExp => new RegExp(source, 'giu');
/** A term standing alone between non-alphanumerics ("_" included, unlike \b). */
const W_SRC = (source: string): string => `(?<![a-z0-9])(?:${source})(?![a-z0-9])`;
/** 8- and 4-bit formats a sentence may say it does not want ("不做 FP8 量化", "no int4 quantization"). */
const QUANT_8_4 = 'fp-?8|int-?[48]|[48][\\s-]?bits?';
/** A list of those formats refused ("不做 int4/int8", "so that no INT4 is needed"): the model unquantized. */
const REFUSED_FORMATS = `${W_SRC(`${QUANT_8_4}|awq|gptq`)}(?:\\s*[/、,，和或]\\s*${W_SRC(`${QUANT_8_4}|awq|gptq`)})*`;
/** A fine-tuning method with the memory it takes: "全参微调大约要48GB显存", "LoRA 20GB", "full FT ~112 GB". */
const LISTED_METHOD = String.raw`(?:全参(?:数)?|全量|full(?:[\s-]+(?:fine[\s-]?tun\w*|ft|parameter))?|q-?lora|lora)\s*(?:微调|训练|fine[\s-]?tun\w*)?\s*(?:大约|约|大概|需要|要|需|takes?|needs?|~|≈|:|：|=)*\s*\d+(?:\.\d+)?\s*(?:gb|g)(?![a-z])(?:\s*(?:显存|vram))?`;
/** A format with the memory it takes right after it ("FP8量化后14GB", "fp16 is ~28 GB", "int4: 8GB"). */
const LISTED_FORMAT = `${W_SRC('fp-?16|bf-?16|fp-?8|int-?8|int-?4|[48][\\s-]?bits?|awq|gptq|nf4|q4_?k_?m|q8_?0')}\\s*(?:量化)?\\s*(?:后|下|的话|时)?[^，。,;；\\n]{0,12}?\\d+(?:\\.\\d+)?\\s*g(?:b|ib)?(?![a-z])`;
const W = (source: string): RegExp => rx(W_SRC(source));
/** EXL2's bits per weight, by whole bits, and the GGUF format of that size (loaded whole, as ExLlamaV2 does; no vLLM reservation). */
const EXL2_BANDS: [number, WeightPrecision][] = [[2, 'q2_k'], [3, 'q3_k_m'], [4, 'q4_k_m'], [5, 'q5_k_m'], [6, 'q6_k'], [8, 'int8']];
/** A lighter format asked about as the fallback: 8- and 4-bit, a 4-bit method's name, or a GGUF file type ("q8_0", "Q4_K_M"). */
const LIGHTER_FORMAT = W_SRC(`${QUANT_8_4}|awq|gptq|gguf|nf4|q[2-8]_?(?:k(?:_[sml])?|[01])`);
/** Unsloth's "UD-" (dynamic) prefix on a GGUF type: "UD-Q2_K_XL" is a Q2_K file. */
const UD = '(?:ud[-_])?';
/** A format below 4 bits: a GGUF type's name, "1.58-bit", "2-bit", "3bit". */
const LOW_BIT = `${UD}i?q[1-3](?:_[a-z0-9]+)*|iq4_?xs|1\\.58[\\s-]?bits?|[23][\\s-]?bits?`;
/** A dtype named for the KV cache, before it ("fp8 KV cache") or after it ("kv_cache_dtype=fp8", "KV 缓存用 fp8"). */
const KV_CACHE = 'kv[\\s_-]*(?:cache|缓存)?';
const kvCacheRule = (dtype: string): RegExp =>
  rx(`${W_SRC(dtype)}\\s*(?:的\\s*)?${KV_CACHE}(?![a-z])|(?<![a-z])${KV_CACHE}(?:[\\s_-]*dtype)?\\s*(?:也|都|再)?\\s*(?:[=:]|\\b(?:in|with|as|to|at)\\b|用|设为|设成|改成|改为|换成|为|是)?\\s*${W_SRC(dtype)}`);

/** A method asked of the authors or others: see the rule method.askedOfOthers (also read by parseRequest's full-fine-tune guess). */
export const METHOD_ASKED_OF_OTHERS = rx('\\b(?:did|do|were|are|have)\\s+you(?:\\s+guys|\\s+all|\\s+folks)?\\s+(?:use|using|used|apply|applied|train(?:ing|ed)?\\s+with|do|doing)\\s+(?:a\\s+|the\\s+)?(?:q-?lora|lora)\\b[^?？。.!！]{0,80}[?？]?|(?:你们|作者|楼主|大佬)\\s*(?:是)?\\s*(?:用|用的|用了)\\s*(?:的是)?\\s*(?:q-?lora|lora)\\b');

export const KEYWORD_RULES: KeywordRule[] = [
  // How long a context fits ("4bit 能跑多长上下文", "上下文最长能开多少", "max context on a 3090"): the answer leads with it. First, so
  // the "跑" inside "能跑多长上下文" is not read as a task.
  {
    id: 'context.asked',
    pattern: rx('(?:能|可以)?\\s*(?:跑|支持|开|用|撑|放)(?:到)?\\s*多(?:长|大|少)(?:的)?\\s*(?:上下文|context|ctx)|最长(?:能|可以)?(?:的|支持的?|开到?|跑到?|用)?\\s*(?:上下文|context)\\s*(?:是|有|能有|能到|可以到)?\\s*(?:多少|多长|多大|几(?!乎))|上下文\\s*(?:最长|最多|上限)?\\s*(?:能|可以)?\\s*(?:开|跑|到|设|用|有)?(?:到)?\\s*(?:多少|多长|多大|几(?!乎))|\\bhow\\s+(?:long|much|big)\\s+(?:(?:of\\s+)?an?\\s+)?(?:context|ctx)\\b|\\b(?:max(?:imum)?|longest)\\s+(?:context|ctx)(?:\\s+(?:length|window|size))?\\s+(?:for|on|with|i\\s+(?:can|could)|that|(?:will|would|can|could)\\s+(?:fit|run|work))\\b'),
    set: { contextAsked: true },
  },
  // How many users at once ("能跑多少并发", "并发大概多少", "how many concurrent users can it handle"): the answer says.
  {
    id: 'concurrency.asked',
    pattern: rx('(?:能|可以)?\\s*(?:跑|撑|支持|扛|承载|带|服务)(?:得了|得起|起)?\\s*(?:到)?\\s*多少\\s*(?:个|路)?\\s*(?:并发|用户|人|路)|并发\\s*(?:量|数)?\\s*(?:大概|大约|最多|最大|能有|能到|可以到|上限)?\\s*(?:是|有|能)?\\s*(?:多少|几(?!乎))|最(?:多|大)\\s*(?:能|可以)?\\s*(?:支持|跑|撑|带)?\\s*(?:多少|几)\\s*(?:个|路)?\\s*(?:并发|用户|人)|\\bhow\\s+many\\s+(?:concurrent\\s+|simultaneous\\s+|parallel\\s+)?(?:users?|requests?|sequences?|sessions?|people|streams?)\\s+(?:can|could|will|would|at\\s+once|at\\s+the\\s+same\\s+time)\\b|\\bmax(?:imum)?\\s+(?:number\\s+of\\s+)?(?:concurren(?:cy|t\\s+(?:users|requests|sequences))|simultaneous\\s+users)\\b(?!\\s*[:=]\\s*\\d)|\\bhow\\s+much\\s+concurrency\\b'),
    set: { concurrencyAsked: true },
  },
  // The fewest cards wanted, over the cheapest plan: "what's the smallest setup?", "as few GPUs as possible", "卡越少越好".
  {
    id: 'cards.fewest',
    pattern: rx('\\bsmallest\\s+(?:possible\\s+)?(?:setup|config(?:uration)?|cluster|rig|box|deployment)\\b|\\bfewest\\s+(?:number\\s+of\\s+)?(?:gpus?|cards?)\\b|\\bas\\s+few\\s+(?:gpus?|cards?)\\s+as\\s+possible\\b|\\bleast\\s+(?:number\\s+of\\s+)?(?:gpus?|cards?)\\b|卡(?:数)?(?:越少越好|尽量少)|尽量少(?:用)?(?:几张)?卡|最少(?:的)?卡数'),
    set: { fewestCards: true },
  },
  // How much memory it takes ("需要多少显存", "显存要多大", "how much VRAM", "how many gb does llama3 need", "VRAM requirements"): the answer leads with it.
  {
    id: 'memory.asked',
    pattern: rx('(?:需要|要|占|吃|用)?(?:多少|多大的?)\\s*(?:g|gb|个\\s*g)?\\s*(?:的)?\\s*(?:显存|vram|内存)|显存\\s*(?:需要|要|需求|占用|得)?\\s*(?:多少|多大|几(?!乎))|显存\\s*(?:要求|需求)\\s*(?:是)?\\s*(?:[?？]|$)|\\bhow\\s+(?:much|many\\s+gb(?:\\s+of)?)\\s+(?:v?ram|(?:gpu|video)\\s+memory|memory)\\b|\\bhow\\s+many\\s+(?:gb|gigs?|gigabytes)\\s+(?:does|do|would|will)\\b|\\b(?:vram|gpu\\s+memory|memory)\\s+(?:requirements?|needed|usage|footprint)\\b|\\b(?:minimum|minimal|hardware|system)\\s+requirements?\\b|最低(?:配置|要求)|硬件要求'),
    set: { memoryAsked: true },
  },
  // Tasks and methods.
  // LLaMA-Factory's training command ("llamafactory-cli train examples/train_lora/…_sft.yaml": "train examples" is no data here).
  // "CPU推理的速度问题": read before the task rules take "推理" (which it leaves to them).
  // (Not one side of a comparison: "GPU vs CPU inference".)
  { id: 'device.cpuInference', pattern: rx('(?<!(?:gpu|显卡)\\s*(?:vs\\.?|versus|or|and|和|与|还是|对比)\\s*)(?<![a-z])cpu(?=\\s*(?:推理|inference\\b))'), set: { device: 'cpu' } },
  { id: 'task.llamafactoryTrain', pattern: rx('\\b(?:llamafactory|lmf)-cli\\s+train\\b(?![^\\n]*\\bstage["\']?\\s*[:=]\\s*["\']?pt\\b)'), set: { task: 'finetune' } },
  // ("from_pretrained" and "a pretrained model" name no task.)
  // (Not an argument naming the weights to load: lmms_eval's and lm-eval's "--model_args pretrained=Qwen2-VL-7B-Instruct".)
  // Continued pre-training said as "second" or "incremental" training ("中文二次训练", "增量中文训练", "增量法律训练"), or as a
  // model adapted to a new language (vocabulary extension + continued pre-training: Chinese-LLaMA's recipe).
  { id: 'task.pretrain', pattern: rx('\\badapt(?:s|ed|ing)?\\s+(?:[\\w.-]+\\s+){0,3}?(?:to|for|into)\\s+(?:a\\s+|the\\s+)?new\\s+languages?\\b|适配新(?:的)?语(?:言|种)|预训练(?!(?:好)?的?\\s*(?:模型|权重|底座)[^。！？，,.]{0,12}(?:微调|finetune|fine-tune|sft))|二次(?:预)?训练|增量[\\u4e00-\\u9fff]{0,4}?训练|(?<![_./-])pre-?train(?:s|ing)?\\b(?!\\s*\\/)|(?<![_.])pre-?trained\\b(?!\\s+(?:model|weights|checkpoint|base|llm|version|network|transformer)|\\s*=)|(?<!\\b(?:start(?:s|ed|ing)?|restart(?:s|ed|ing)?|begins?|began|over)\\s+(?:(?:again|over|all\\s+over)\\s+)?)from\\s+scratch|从零(?:开始)?(?:训练|训)|从头(?:开始)?(?:训练|训)|(?<=(?:训练?|train)[^，。,.!?？；;]{0,16})(?:从头|从零)(?!到)(?=\\s*(?:开始)?\\s*(?:训|预训|学|$|[，。,.!?？；;）)]))'), set: { task: 'pretrain' } },
  // Inference after a fine-tune ("训练 Qwen2-VL-7B（LoRA）之后进行推理", "after fine-tuning, I run inference"): the run asked
  // about is the inference; the method named was the past training's.
  {
    id: 'task.inferAfterTraining',
    pattern: rx('(?:训练|微调|精调)[^。！？!?]{0,40}?(?:之后|以后|完后|完成后)\\s*(?:再)?\\s*(?:进行|做|跑|用来|拿来)?\\s*(?:推理|部署)|\\bafter\\s+(?:the\\s+)?(?:fine-?tun\\w*|training)\\b[^.?!]{0,40}?\\b(?:i|we)\\s+(?:run|ran|do|did|serve|served|deploy(?:ed)?)\\s+(?:the\\s+)?(?:inference|it|the\\s+model)\\b'),
    set: { task: 'infer' },
  },
  // A method tried on the side ("tried LoRA too and it OOMs", "也试过 LoRA"): no method asked for.
  { id: 'method.triedToo', pattern: rx('\\b(?:also\\s+)?tried\\s+(?:q?lora|peft)(?:\\s+(?:too|as\\s+well))?\\b|(?:也|还)?试过\\s*(?:了)?\\s*(?:q?lora)'), set: {} },
  // A method the user rules out ("full-parameter (not LoRA)", "不用 LoRA", "rather than QLoRA"): consumed, so the
  // method rows below read only the one wanted.
  // torchtune's recipe names: "full_finetune_distributed", "lora_dpo_single_device", "full_dpo_distributed".
  { id: 'method.recipe.fullDpo', pattern: rx('\\bfull_dpo_(?:distributed|single_device)\\b'), set: { task: 'finetune', method: 'full', preference: 'reference' } },
  { id: 'method.recipe.loraDpo', pattern: rx('\\blora_dpo_(?:distributed|single_device)\\b'), set: { task: 'finetune', method: 'lora', preference: 'reference' } },
  // tloen/alpaca-lora's finetune.py loads the base with load_in_8bit=True: LoRA on an 8-bit base.
  { id: 'method.recipe.alpacaLora', pattern: rx('\\balpaca[-_\\s]?lora\\b'), set: { task: 'finetune', method: 'lora', precision: 'int8' } },
  { id: 'method.recipe.full', pattern: rx('\\bfull_(?:finetune|sft)_(?:distributed|single_device)\\b'), set: { task: 'finetune', method: 'full' } },
  { id: 'method.recipe.lora', pattern: rx('\\b(?:q?lora)_(?:finetune|sft)_(?:distributed|single_device)\\b'), set: { task: 'finetune', method: 'lora' } },
  {
    id: 'method.negated',
    pattern: rx('(?:\\bnot|\\bno|\\bwithout|\\brather\\s+than|\\binstead\\s+of|\\b(?:don\'?t|do\\s+not)\\s+want(?:\\s+to\\s+use)?|不想用|不想|不打算用|(?<!能)不能用|没法用|无法用|不用|不是|不做|不要|别用|没开|没有开|没用|没有用|未开|未用|非)\\s*(?:(?:specifically|necessarily|just|really|using|with)\\s+)?(?:上|用|换|换成|改用|搞|走|启)?\\s*(?:q-?lora|lora)(?:\\s*(?:\\/|、|或|和|or)\\s*(?:q-?lora|lora))*\\b|\\b(?:q-?lora|lora)\\s+(?:isn\'?t|is\\s+not|aren\'?t|is\\s+n\'?t)\\s+(?:available|supported|an\\s+option|possible)\\b|(?:q-?lora|lora)\\s*(?:不支持|用不了|不能用)|\\b(?:q-?lora|lora)\\s+(?:seems?\\s+to\\s+)?(?:not\\s+perform|(?:doesn\'?t|does\\s+not)\\s+(?:perform|work)\\s+(?:very\\s+)?well|performs?\\s+(?:poorly|badly|worse)|underperforms?)\\b|(?:q-?lora|lora)\\s*(?:的)?\\s*效果\\s*(?:不好|不行|太差|很差|差)|\\b(?:does(?:n\'?t|\\s+not)|do(?:n\'?t|\\s+not)|can(?:\'?t|not))\\s+support\\s+(?:peft\\s+)?(?:q-?lora|lora)\\b'),
    set: {},
  },
  // A trainer that trains every weight unless given a LoRA config: TRL's SFTTrainer and example scripts, OpenRLHF's train_*
  // entry points ("SFTTrainer … 2 x A100", "openrlhf.cli.train_sft --zero_stage 2"), llm-foundry's finetune yamls. With no LoRA said, a
  // full fine-tune.
  { id: 'method.fullByDefault', pattern: rx('\\bSFTTrainer\\b|\\bopenrlhf\\.cli\\.train_(?:sft|dpo|rm|ppo\\w*)\\b|\\btrl\\s+sft\\b|\\bexamples/scripts/(?:sft|dpo|rloo|ppo|grpo|orpo|kto|reward_modeling)\\.py\\b|\\bllm[-_]foundry\\b|\\byamls/\\w+/finetune/'), set: { task: 'finetune' } },
  // The trainers' own method settings: ms-swift's "--train_type full", LLaMA-Factory's "finetuning_type: full" (LoRA is read
  // from its name by method.lora); ms-swift's "swift sft" / "swift rlhf" commands are fine-tunes.
  { id: 'method.trainTypeFull', pattern: rx('\\b(?:train_type|finetuning_type)["\']?\\s*[:=\\s]\\s*["\']?full\\b'), set: { task: 'finetune', method: 'full' } },
  { id: 'task.swift', pattern: rx('\\bswift\\s+(?:sft|rlhf)\\b'), set: { task: 'finetune' } },
  // A chip's core counts ("14 CPU - 32GPU", "12-core CPU, 38-core GPU", "10核CPU 32核GPU"): no count of cards, consumed.
  { id: 'chip.cores', pattern: rx('\\b\\d{1,2}\\s*-?\\s*(?:core\\s*|核\\s*)?cpu\\s*(?:cores?\\s*)?[-–,/|+&]?\\s*(?:and\\s+)?\\d{1,3}\\s*-?\\s*(?:core\\s*|核\\s*)?gpu(?:\\s*cores?)?\\b'), set: {} },
  // Megatron (Megatron-LM, Pai-Megatron-Patch, ms-swift's `megatron sft`) trains every weight unless a LoRA is said: the method
  // is set in parseRequest, with the task read from the post's own words.
  { id: 'trainer.megatron', pattern: rx('(?<![a-z])megatron(?![a-z])'), set: {} },
  // DreamBooth trains the whole UNet / transformer unless its LoRA variant is said ("DreamBooth LoRA"); a trainer's log of its
  // trainable parameters ("number of trainable parameters: 2567463684", peft's "trainable params: …") is a training run.
  { id: 'trainer.dreambooth', pattern: rx('(?<![a-z])dream[\\s-]?booth(?![a-z])'), set: { task: 'finetune' } },
  { id: 'task.trainableParams', pattern: rx('\\btrainable\\s+param(?:eter)?s?\\b'), set: { task: 'finetune' } },
  // A lighter method asked as the fallback ("全参数微调能跑吗？还是只能 LoRA？", "or do I have to use LoRA?"): consumed, so the
  // method the question asks about stays the one judged.
  {
    id: 'method.alternativeAsked',
    pattern: rx('(?:还是\\s*(?:只能|得|要)|是不是\\s*只能|不行的话\\s*(?:是不是)?\\s*(?:只能|得|要))\\s*(?:用|上|走|做|换成?)?\\s*(?:q-?lora|lora)\\b|\\bor\\s+(?:do|should|must)\\s+(?:i|we)\\s+(?:have|need)\\s+to\\s+(?:use|go(?:\\s+with|\\s+to)?|switch\\s+to|fall\\s+back\\s+to|settle\\s+for)\\s+(?:a\\s+)?(?:q-?lora|lora)\\b|\\bor\\s+(?:am|are)\\s+(?:i|we)\\s+(?:stuck|limited)\\s+(?:with|to)\\s+(?:q-?lora|lora)\\b|\\bor\\s+(?:is\\s+)?(?:only\\s+(?:q-?lora|lora)|(?:q-?lora|lora)\\s+the\\s+only)|还是\\s*(?:用|上|做|改用)?\\s*(?:q-?lora|lora)\\b(?=[^。？！?!]{0,20}?(?:就行|就够|就可以|够吗|够不够|行吗|可以吗|[?？]))'),
    set: {},
  },
  // A method asked of the authors or others ("did you use LORA PEFT while doing this SFT, if yes what was the lora config?",
  // "你们用的是 LoRA 吗"): what they did, not the asker's method: consumed to the question's end.
  {
    id: 'method.askedOfOthers',
    pattern: METHOD_ASKED_OF_OTHERS,
    set: {},
  },
  // Methods listed each with its memory ("7B模型全参微调大约要48GB显存，LoRA 20GB，QLoRA 10GB", "full FT ~112GB, LoRA 16GB"):
  // facts read somewhere, none chosen — consumed, so the method the question then names is the one judged.
  { id: 'method.listed', pattern: rx(`(?:${LISTED_METHOD})(?:[^。;；\\n]{0,16}?(?:${LISTED_METHOD})){1,3}`), set: {} },
  // "do I have to use QLoRA or does plain LoRA fit?": the 16-bit LoRA named against QLoRA is the one to judge.
  { id: 'method.lora.plain', pattern: rx('\\b(?:plain|regular|normal|vanilla|standard|ordinary|full[\\s-]precision|16[\\s-]?bit|bf16)\\s+lora\\b(?!\\s*(?:rank|r\\b|alpha|config|settings?|hyper))|(?:普通|常规|标准|正常)(?:的)?\\s*lora\\b(?!\\s*(?:rank|秩))|(?:bf16|fp16|16\\s*(?:位|bit))\\s*(?:的)?\\s*lora\\b(?!\\s*(?:rank|秩))|\\blora\\s*[（(]\\s*(?:不量化|未量化|unquantized)\\s*[)）]'), set: { task: 'finetune', method: 'lora' } },
  // Not a QLoRA glued inside a model's name ("Mistral-7B-Code-16K-qlora-GPTQ").
  // FastChat's and Qwen's scripts switch it on as a flag: "--q_lora True".
  { id: 'method.qlora', pattern: rx('(?<![a-z])q-?lora(?![a-z])(?<![a-z0-9]-q-?lora(?=-[a-z0-9]))|(?<![a-z])q_lora[\\s=]+true\\b'), set: { task: 'finetune', method: 'qlora' } },
  // LoRA written as its settings ("target_modules q_proj…", "get_peft_model", "lora_r 16"): LoRA, a 4-bit base making it QLoRA.
  { id: 'method.loraSettings', pattern: rx('\\btarget_modules\\b|\\bget_peft_model\\b|\\blora_(?:r|rank|alpha)\\b'), set: { task: 'finetune', method: 'lora' } },
  // A LoRA put on a model to run it ("llama-13b 加 Chinese-Vicuna 的 lora）做推理"): the model run, not a method to train.
  {
    id: 'model.loraApplied',
    pattern: rx('(?:加|加上|挂|挂载|带|载入|加载)\\s*(?:上)?[^，。()（）,]{0,30}?(?:的)?\\s*lora(?:\\s*(?:权重|adapter|适配器))?(?=[)）\\s]*(?:做|来|进行|跑)?\\s*(?:推理|部署))'),
    set: {},
  },
  // A LoRA merged into a model ("lora 合并后的 4-bit 模型", "a merged lora") is a model to run, not a method to train.
  // "Low-rank training" / "low-rank adaptation" is LoRA said in words (LongLoRA's README calls its fine-tuning so; the name
  // LongLoRA alone is also its models': "LongLoRA 的 Llama2-70B 32k 模型" runs them).
  { id: 'method.lora', pattern: rx('\\blow[\\s-]*rank\\s+(?:training|adaptation|fine[\\s-]?tun\\w*|adapters?)\\b|\\blora\\b(?!\\s*(?:合并|融合|权重合并|merged|已合并))(?<!\\bmerged\\s+lora)|(?<=_)lora(?=\\.sh\\b)'), set: { task: 'finetune', method: 'lora' } },
  // "继续做peft微调", "PEFT fine-tuning": PEFT's method by default and in practice is LoRA (its quicktour's LoraConfig).
  // llama-recipes' "--use_peft" (its default peft_method is lora).
  { id: 'method.usePeft', pattern: rx('--use_peft\\b'), set: { task: 'finetune', method: 'lora' } },
  { id: 'method.peft', pattern: rx('\\bpeft\\s*(?:微调|精调|训练|fine[\\s-]?tun\\w*|training|finetun\\w*)'), set: { task: 'finetune', method: 'lora' } },
  {
    id: 'method.full',
    pattern: rx('全参(?:数)?(?:量)?(?:微调|训练|ft)?|全量(?:微调|训练|训)|\\bfull(?:y)?[\\s-]+(?:param(?:eter)?s?[\\s-]+)?train(?:ing)?\\b|full(?:y)?[\\s-]*(?:parameter[\\s-]*|param[\\s-]*)?(?:fine-?tun(?:e|ing)|ft|sft)|\\b(?:train(?:s|ed|ing)?|updat(?:e|es|ed|ing)|opt(?:imi[sz]er)?\\.step\\(\\))\\s+(?:over\\s+|on\\s+)?all\\s+(?:of\\s+)?(?:its|the|their|the\\s+model\\x27?s)?\\s*(?:weights|parameters|params)\\b'),
    set: { task: 'finetune', method: 'full' },
  },
  // "fine-tune deepseek-v3 full on 1B tokens": a bare "full" names the method only; the parser drops it
  // unless the message is a fine-tune ("the full 671B", "full 128k context" are not methods). Never the
  // whole of something else: "train a full epoch", "the full run", "full GPU memory".
  {
    id: 'method.full.word',
    pattern: rx('\\bfull(?:[\\s-]+(?:parameters?|params?|weights?|model))?\\b(?![\\s-]*(?:precision|context|ctx|length|\\d|size|version|node|speed|load|power|time|day|week|month|data|dataset|corpus|epochs?|pass|run|batch|sequences?|steps?|gpus?|cards?|memory|vram|offload|layers|set|stack))|全量(?:训练|参数)?(?!的?(?:数据|语料))|全部参数'),
    set: { method: 'full' },
  },
  // FSDP sharding every weight across the GPUs (the HF Trainer's "--fsdp \"full_shard auto_wrap\"", llama-recipes'
  // "--enable_fsdp") trains the whole model; a LoRA run says so ("--use_peft", "lora"), and the rules above read that first.
  { id: 'method.fsdpFull', pattern: rx('--fsdp[=\\s]+["\']?(?:full_shard|shard_grad_op|hybrid_shard)\\b|--enable_fsdp\\b'), set: { task: 'finetune', method: 'full' } },
  // Preference training is fine-tuning on chosen/rejected pairs; DPO-style methods keep a frozen reference model.
  { id: 'preference.reference', pattern: rx('\\b(?:dpo|kto|ipo)\\b|直接偏好优化'), set: { task: 'finetune', preference: 'reference' } },
  { id: 'preference.referenceFree', pattern: rx('\\b(?:orpo|simpo|cpo)\\b'), set: { task: 'finetune', preference: 'referenceFree' } },
  // A reward model is trained on chosen/rejected pairs, both through the model in one step, with no reference model.
  { id: 'preference.rewardModel', pattern: rx('\\breward[\\s_-]?model(?:ing)?[\\s_-]*(?:training|train(?:er)?\\b|\\.py)|\\btrain(?:ing)?\\s+an?\\s+(?:\\d+b\\s+)?reward\\s+model|reward_modeling|奖励模型(?:的)?\\s*训练|训练\\s*奖励模型|\\brm\\s*模型\\s*训练'), set: { task: 'finetune', preference: 'rewardModel' } },
  // OpenRLHF and verl are RL frameworks: a run in them is RL unless it names another trainer ("openrlhf.cli.train_sft"); an "RL
  // quick start" is RL too.
  { id: 'reinforcement', pattern: rx('(?<![a-z])(?:grpo|ppo|rlhf|rloo|dapo|gspo)(?![a-z])|\\b(?:online[\\s_-]?dpo|reinforcement\\s+learning|verl)\\b|\\bopenrlhf\\b(?!\\.cli\\.train_(?:sft|dpo|rm|kto|kd)\\b)|\\b(?:with|via|using)\\s+rl\\b|\\brl\\s+(?:training|quick[\\s-]?start|recipes?|runs?|jobs?|pipelines?|examples?|scripts?|frameworks?)\\b|强化学习'), set: { task: 'finetune', reinforcement: true } },
  // "run my fine-tuned 7b", "sqlcoder-34b, fine-tuned from CodeLlama-34B", "最小的指令微调模型" (the Instruct release): a model
  // someone fine-tuned, described; the task is what is done with it now.
  { id: 'model.fineTuned', pattern: rx('[(（]\\s*an?\\s+[\\w.\\s-]{1,50}?\\s(?:fine[\\s-]?tune|merge)\\s*[)）]|\\b(?:my|our|a|the|your|their|this|that|his|her)\\s+(?:own\\s+)?fine[\\s-]?tuned\\b|\\b(?:my|our|your|their|his|her|its)\\s+[\\w.\\s-]{1,50}?\\s(?:full\\s+)?(?<!\\b(?:to|and|or|can|will|i|we|you|should|would|want|need|plan)\\s+)fine[\\s-]?tune\\b(?!\\s+(?:it|them|on|with|for|a|an|the|my|our|this)\\b)|\\b(?:it\'?s|is|was)\\s+an?\\s+(?:[\\w.-]+\\s+){0,4}fine[\\s-]?tune\\b(?!\\s+(?:it|them|on|with))|(?:我|我们)(?:自己)?微调(?:过|好)?的(?:模型)?|(?:指令|对话|聊天)微调(?:过|后)?的?\\s*(?:模型|版本?)|(?:微调|精调|蒸馏|训练)(?:出来)?的那个|基于\\s*[^，。()（）]{1,30}?\\s*(?:微调|精调)(?:出来)?的|\\bfine[\\s-]?tuned\\s+(?:from|off|on\\s+top\\s+of)\\b|(?:由|从)\\s*[^，。()（）]{1,30}?\\s*(?:微调|精调)而来'), set: {} },
  // Training ruled out ("不训练的话，最少需要多少显存？", "no fine-tuning, just inference"): running the model is the question.
  { id: 'task.notTraining', pattern: rx('不(?:做|进行|搞|需要|打算|考虑)?\\s*(?:训练|微调)(?:的话)?|\\b(?:no|not|without)\\s+(?:any\\s+)?(?:training|fine[\\s-]?tuning)\\b'), set: { task: 'infer' } },
  // "internlm2-chat-7b-sft" names a checkpoint: an sft/ft glued to a name or path is no task.
  { id: 'task.finetune', pattern: rx('微调|精调|fine[\\s-]?tun(?:e|ed|ing)|(?<![-_/.])\\bsft\\b|(?<![-_/.])\\bft\\b|\\btrain_sft\\b|\\bsft_?trainer\\b'), set: { task: 'finetune' } },
  // An offline (air-gapped) environment, install or deployment is no batch work ("OS: CentOS (offline environment)", "离线部署",
  // Hugging Face's no-network switches "TRANSFORMERS_OFFLINE=1", "HF_HUB_OFFLINE=1"):
  // the word is taken before the task rules read "部署" / "deploy" and before 'batch' could read it.
  { id: 'offline.airGapped', pattern: rx('离线(?=\\s*(?:部署|环境|安装|机器|服务器|内网|下载))|\\boffline(?=[\\s-]*(?:environment|env\\b|network|install|machine|server|deploy|setup|computer|cluster|box|host))|\\b(?:transformers|hf_hub|hf_datasets)_offline\\b'), set: {} },
  {
    id: 'task.infer',
    // (Also a model put in front of people: "给客户用", "让员工用"; and the serving metrics: time to first token, TPOT, output tok/s.
    // LMDeploy is read ahead only: the engine rule reads its name.)
    pattern: rx('\\bttft\\b|time\\s+to\\s+first\\s+token|首\\s*token\\s*(?:延迟|时延|时间)|首字(?:延迟|时延)|\\btpot\\b|\\boutput\\s+tok(?:en)?s?\\s*/\\s*s\\b|推理|部署|上线|(?:给|让|供)\\s*(?:客户|用户|员工|同事|团队|大家|公司)\\s*(?:们)?\\s*(?:用|使用)|(?<!(?:云|计算|算力|租用|租赁)\\s*)(?:在线|api|推理)?服务(?!器|商)|serv(?:e|ing)\\b|inference|\\binfer\\b|(?<!lm)deploy(?:ment|ing)?|(?=\\blmdeploy\\b)|\\bhost(?:ing)?\\b|(?<![-_])\\bchat(?:bot)?\\b|客服|机器人|聊天|对话|问答|(?:ai|智能|知识|问答|写作|编程|代码)\\s*助手|知识库|\\bRAG\\b|\\bapi\\b'),
    set: { task: 'infer' },
  },
  // A model described by how it was trained ("deepseek-v3 is fp8 train and open the fp8 weight", "was trained on 15T tokens"):
  // no task of the asker's.
  { id: 'model.trainedAs', pattern: rx('\\b(?:is|was|were|are)\\s+(?:(?:an?|the)\\s+)?(?:[\\w-]+\\s+)?train(?:ed)?\\b(?!\\s+(?:it|on\\s+my|with\\s+my))'), set: {} },
  // "Train" / "训练" alone does not say fine-tune or pre-train: the parser reads it with the model (index.ts).
  // "Training images / data" describes what something is for ("generate 10k synthetic training images"): no task.
  {
    // People's training ("training materials such as PowerPoint presentations", "training courses") is no model's.
    id: 'task.train',
    pattern: rx('\\btrain(?:s|ing|ed)?\\b(?!\\s+(?:images?|pictures?|photos?|data(?:sets?)?|sets?|samples?|examples?|corpus|corpora|courses?|sessions?|programs?|slides|videos?|manuals?|workshops?|presentations?|classes)\\b)(?!\\s+materials?\\s+(?:such\\s+as|like|for\\s+(?:staff|employees|students|new\\s+hires|our\\s+team)))|训练(?!\\s*(?:数据|集|样本|图片|图像|素材|语料|(?:后|好|完)的模型))|训一个|训个|(?<![培集特教军])训(?=\\s*(?:[a-z]|到|的|了|完|不动|起来|得起来|不起来|得动))|训(?=\\s*\\d[\\d.]*\\s*(?:[tb万亿]|万亿|亿)\\s*(?:个)?\\s*token)'),
    set: {},
  },
  // "Run" / "跑" / "load" says inference only when nothing says training ("跑 3 轮" is epochs): the row sets no
  // field and the parser decides after all rules ran (index.ts, `RUN_WORDS`). "Load" is read ahead only: "load it in 16 bit"
  // is the format rows' too.
  { id: 'task.run', pattern: rx('(?<!train(?:ing)?\\s+)\\brun(?:s|ning)?\\b|跑|运行|部署|\\b(?=load(?:s|ing|ed)?\\b(?!\\s+(?:balanc|test)))|加载'), set: {} },
  // One user: "just me", "for myself", "my own use", "自己用", "给自己", "个人用" ("just me and one colleague" is two: quantities.ts).
  {
    id: 'users.one',
    pattern: rx('\\b(?:just|only)\\s+(?:for\\s+)?me\\b(?!\\s*(?:and|\\+|&|plus)\\s)|\\b(?:just\\s+)?for\\s+myself\\b|\\bmy\\s+own\\b(?!\\s+(?:data|dataset|corpus|docs?|documents?|texts?|model|weights|checkpoint|code))|\\bpersonal\\s+use\\b|\\bsingle(?<!(?:tok(?:en)?s?\\s?/\\s?s|t/s|tps)[\\s,]{0,3}single)[\\s-]+user\\b(?!\\s+(?:speed|decode|performance|perf|benchmarks?|throughput|tok))|\\bone\\s+user\\b|\\b(?:by|for)\\s+me\\s+alone\\b|自己用|给自己|(?<!各)自用|一个人用|我一个人|(?<![\\d零〇一二两三四五六七八九十百千]\\s*)个人(?:用|使用)|单用户'),
    set: { concurrency: 1 },
  },
  // No GPU to size: a Mac (Apple silicon shares memory with the CPU) or a CPU-only machine.
  {
    id: 'device.mac',
    // ("macOS" is the asker's system, not one of a list of them: "Windows, Linux and macOS".)
    pattern: rx('\\bmac(?:book(?:\\s*(?:pro|air))?|\\s*(?:mini|studio|pro))?\\b|(?<!(?:windows|linux)[^.。\\n]{0,12})\\bmac\\s?os(?:\\s*x)?\\b(?!\\s*(?:[,/、]|and\\b|or\\b|和|或)\\s*(?:windows|linux))|\\bapple\\s*silicon\\b|\\bm[1-5]\\s*(?:pro|max|ultra)\\b|\\bm[1-5]\\s*(?:芯片|chip\\b)|\\bm[1-5](?:\\s+(?:pro|max|ultra))?\\s+(?:with\\s+)?\\d{1,2}[\\s-]*(?:gpu|cpu)[\\s-]*cores?\\b|\\bm[1-5]\\s+(?:macbook\\s+)?air\\b|\\bm[1-5]\\s+(?:with\\s+)?\\d{1,3}\\s*g(?:b|i?b)?(?![a-z\\d])(?:\\s*(?:的)?\\s*(?:统一)?内存|\\s*(?:of\\s+)?(?:unified\\s+)?(?:memory|ram)\\b)?|苹果(?:电脑|笔记本|芯片)'),
    set: { device: 'mac' },
  },
  {
    id: 'device.cpu',
    pattern: rx('\\bcpu[\\s-]*only\\b|\\bonly\\s+(?:an?\\s+)?cpus?\\b|\\bno\\s+(?:gpus?|graphics\\s+card)\\b|\\b(?:i|we)\\s+(?:don.?t|do\\s+not)\\s+have\\s+(?:a|any)\\s+(?:gpus?|graphics\\s+card)\\b|\\bwithout\\s+(?:an?\\s+)?gpus?\\b|(?<!\\b(?:landing|lands|landed|falls?\\s+back|falling\\s+back|fell\\s+back|ends?\\s+up|ended\\s+up|stuck|spills?(?:\\s+over)?|spilling)\\s+)\\b(?:on|with)\\s+(?:the\\s+|a\\s+)?cpus?\\b(?!\\s*(?:offload|lanes?|-?attached|slots?|pcie|sockets?|threads?|cores?|ram|memory)\\b)|\\bcpu\\s+(?:inference|server)\\b|没有?\\s*(?:独立)?\\s*(?:显卡|gpu)|无\\s*(?:独立)?\\s*(?:显卡|gpu)|纯\\s*cpu|只有\\s*(?:一台\\s*)?cpu|只用\\s*cpu|用\\s*cpu|cpu\\s*(?:推理|服务器|跑)|\\braspberry\\s*pi\\b|树莓派'),
    set: { device: 'cpu' },
  },
  // Whether all of it fits on the card, asked ("显卡能全部放下吗？", "can it fit entirely in VRAM?") or implied by a complaint
  // that it fell back to the CPU ("after 5-10 seconds, it shifts entirely to the CPU"): judged on the card alone, with
  // part of it in RAM as the way if not — neither ruled out nor taken as the plan (index.ts).
  {
    id: 'ramOffload.question',
    pattern: rx('\\b(?:shifts?|shifted|shifting|falls?\\s+back|fell\\s+back|falling\\s+back|moves?|moved|switch(?:es|ed)?)\\s+(?:(?:entirely|completely|fully|all|mostly|back)\\s+)?(?:to|onto|on)\\s+(?:the\\s+)?cpu\\b|(?:跑到|切到|回退到|退回到?|掉到)\\s*cpu|\\b(?:fit|run|load|stay|sit)s?\\s+(?:it\\s+)?(?:entirely|fully|completely)\\s+(?:in|on|into|inside)\\s+(?:my|the|one|a|this)\\s+[\\w-]{2,20}(?:\\s+card)?\\s*\\?|\\bor\\s+(?:does|do|will)\\s+(?:it|they)\\s+(?:always\\s+)?(?:have|need)\\s+to\\s+(?:be\\s+)?(?:split|shared|offloaded)\\b|\\bor\\s+(?:is|will|does)\\s+(?:it|they)\\s+(?:always\\s+)?(?:going\\s+to\\s+|gonna\\s+)?(?:spill|offload|fall\\s+back|run\\s+partly)(?:\\s+over)?\\s+(?:in)?to\\s+(?:the\\s+)?(?:cpu|ram|system\\s+ram)\\b|(?:显卡|显存|gpu|卡)?\\s*(?:能|可以|能不能|可不可以|是否能|能否)\\s*全部\\s*(?:放|装|塞|加载|跑)\\s*(?:进|在|到)?\\s*(?:显存|显卡|gpu)?\\s*(?:里|上|中)?\\s*(?:下|得下)?\\s*(?:吗|么|嘛)|全部(?:放|装|加载)(?:进|在|到)\\s*显存\\s*(?:里|中)?\\s*(?:可以|行|能行|够)?\\s*(?:吗|么|嘛)|\\b(?:fit|run|load|stay)s?\\s+(?:it\\s+)?(?:entirely|fully|completely|all)\\s+(?:in|on|into|inside)\\s+(?:the\\s+)?(?:vram|gpus?|cards?|gpu\\s+memory)\\b(?=[^.!?]*\\?)|\\bwhole\\s+model\\b[^.!?]{0,30}?\\b(?:sit|fit|stay|live|be|run)\\s+(?:entirely\\s+|fully\\s+)?(?:in|on)\\s+(?:the\\s+)?(?:vram|gpu|card)\\b(?=[^!?]*\\?)|(?:能|可以|能不能|能否)?\\s*完整(?:地)?\\s*(?:放|装|塞|加载)\\s*(?:进|在|到)\\s*显存|\\bkeep\\s+(?:everything|it\\s+all|all\\s+of\\s+it|the\\s+(?:whole|entire)\\s+(?:thing|model))\\s+(?:on|in)\\s+(?:the\\s+|my\\s+)?[\\w-]{2,20}\\b(?=[^.!?]*\\?)|\\b(?:if\\s+not|otherwise|or\\s+(?:do|should|must)\\s+(?:i|we)\\s+(?:have|need)\\s+to|or\\s+only\\s+with)\\b[^.?!]{0,60}?(?:offload|experts?\\b[^.?!]{0,20}?\\b(?:on|to|in)(?:to)?\\s+(?:the\\s+)?(?:cpu|(?:system\\s+)?(?:ram|memory))|n-cpu-moe)|(?:不行的话|放不下的话|否则|还是只能|还是得)[^。？！?!]{0,16}?(?:offload|卸载|专家\\s*(?:放|扔|丢)?\\s*(?:到|进|在)?\\s*(?:cpu|内存)|内存)|\\bhold\\s+(?:the\\s+)?(?:whole|entire)\\s+(?:thing|model)\\b(?=[^.!?]*\\?)|\\bor\\s+do\\s+(?:the\\s+)?(?:experts|layers)\\s+have\\s+to\\s+(?:stay|be|go|live)\\b|(?:能|可以|能不能|能否)?\\s*整个(?:地)?\\s*(?:放|装|塞|加载)\\s*(?:进|在|到)[^。？！?!]{0,12}?显存'),
    set: {},
  },
  // All of it on the card ("fit entirely in VRAM", "without CPU offload", "全部放进显存", "不想卸载到内存"): no RAM part,
  // even when the RAM is stated. First, so "without CPU offload" is not read as offload asked for.
  {
    id: 'ramOffload.negated',
    // llama.cpp's "-ngl 99" / "--n-gpu-layers 999" asks every layer onto the card.
    pattern: rx('(?<![a-z-])(?:-ngl|--n-gpu-layers)[\\s=]+(?:9{2,4}|[1-9]\\d{2,3}|-1|all)\\b|\\b(?:turn(?:s|ing|ed)?\\s+off|switch(?:es|ing|ed)?\\s+off|disabl(?:e|es|ing|ed)|drop(?:s|ping|ped)?)\\s+(?:the\\s+)?(?:cpu\\s+|ram\\s+|deepspeed\\s+)?offload(?:ing)?\\b|\\b(?:entirely|fully|completely|all|100\\s*%)\\s+(?:in|on|into|inside)\\s+(?:the\\s+)?(?:v?ram|gpus?|gpu\\s+memory|graphics\\s+memory|cards?)\\b|\\b(?:without|no|not\\s+(?:using|with)|avoid(?:ing)?)\\s+(?:any\\s+)?(?:cpu\\s+|ram\\s+|partial\\s+)?offload(?:ing)?\\b|\\b(?:on|in)\\s+(?:the\\s+)?(?:gpus?|cards?|vram)\\s+(?:by\\s+itself|by\\s+themselves|alone)\\b|全部(?:放|装|加载|跑)?(?:进|在|到)?\\s*显存|纯显存|完全(?:放|装|加载)(?:进|在|到)\\s*显存|不(?:要|用|想|想要|开|开启)?\\s*(?:cpu\\s*|内存\\s*)?(?:卸载|offload)'),
    set: { ramOffload: false },
  },
  // Part of the model in system RAM asked for or accepted ("with CPU offload", "offload the rest to RAM", "-ngl 40",
  // "--n-cpu-moe", "部分卸载到内存"): the verdict judges the named card with it.
  {
    id: 'ramOffload',
    pattern: rx('\\b(?:cpu|ram|system\\s+memory|partial(?:ly)?|layer)\\s*[-\\s]?offload(?:ing|ed)?\\b|\\boffload(?:ing|ed)?\\s+(?:(?:some|the\\s+rest|part|a\\s+few)\\s+(?:of\\s+)?)?(?:(?:the\\s+)?(?:layers?|model|experts?|weights)\\s+)?(?:on)?to\\s+(?:the\\s+)?(?:cpu|ram|system\\s+(?:ram|memory))\\b|(?<![a-z-])-ngl\\b|--n-gpu-layers\\b|--n-cpu-moe\\b|\\bn[-_]cpu[-_]moe\\b|(?:部分)?(?:卸载|offload)\\s*(?:一部分|部分)?\\s*(?:到|进|给)?\\s*(?:内存|cpu)|(?:内存|cpu)\\s*(?:卸载|offload)|显存\\s*(?:\\+|加|和)\\s*内存'),
    set: { ramOffload: true },
  },
  // A billing mode asked for. A mode ruled out ("不要竞价实例", "no spot") is consumed first; two modes named
  // ("按量还是包月", "spot or on-demand?") are a comparison, not a preference (parseRequest drops both).
  { id: 'billing.negated', pattern: rx('(?:\\bno|\\bnot|\\bwithout|\\bavoid|\\b(?:don\'?t|do\\s+not)\\s+want|\\b(?:can\'?t|cannot|can\\s+not|must\\s+not|shouldn\'?t)\\s+(?:be\\s+on|use|run\\s+on|go\\s+on)|不要|不想用|不用|别用|不考虑|不能用)\\s*(?:spot|preemptible|竞价|抢占式)(?:\\s*(?:instances?|实例|机器))?'), set: { spotRuledOut: true } },
  // Serving many people is inference, even before the model is named ("an assistant for a lot of users").
  { id: 'task.serveMany', pattern: rx('\\b(?:for|serve|serving|support|supporting)\\s+(?:a\\s+lot\\s+of|lots\\s+of|many|hundreds\\s+of|thousands\\s+of|a\\s+few\\s+hundred)\\s+(?:concurrent\\s+|simultaneous\\s+)?(?:users|people|customers|clients)\\b'), set: { task: 'infer' } },
  // A job that cannot resume from a checkpoint ("our training script can NOT resume", "没有断点续训，被回收就得从头来") loses all
  // its work at each reclaim: never planned on spot.
  { id: 'job.noResume', pattern: rx('\\b(?:can\\s*not|can\'?t|cannot|doesn\'?t|does\\s+not|won\'?t|unable\\s+to)\\s+(?:support\\s+)?resum(?:e|ing)\\b|\\bno\\s+(?:resume|resuming|checkpoint(?:ing|s)?\\s+(?:support|to\\s+resume))\\b|(?:没有|不支持|不能|没法|无法)\\s*断点续(?:训|跑|传)|(?:被回收|被抢占|中断)(?:了)?就(?:得|要)?从头'), set: { spotRuledOut: true } },
  { id: 'billing.monthly', pattern: rx('按月(?:租|付费?|计费|结算)?|包月|月租|月付|\\bmonthly\\s+(?:rent(?:al)?|billing|plan|pricing|subscription|lease)\\b|\\b(?:rent(?:ed|ing)?|lease|pay|billed)\\s+(?:it\\s+|them\\s+)?(?:monthly|by\\s+the\\s+month|per\\s+month)\\b|\\bby\\s+the\\s+month\\b|\\bmonth[\\s-]to[\\s-]month\\b'), set: { billing: 'monthly' } },
  { id: 'billing.reserved', pattern: rx('包年|年付|按年(?:租|付|计费)?|预留实例|\\breserved(?:\\s+(?:instances?|capacity|pricing|price))?\\b|\\b(?:1|one|3|three)[\\s-]*(?:year|yr)\\s+(?:commit(?:ment)?|reservation|reserved|term|contract)\\b|\\bsavings\\s+plans?\\b'), set: { billing: 'reserved' } },
  // Whether spot is a good idea is a question, not a choice ("should we run it on spot H100s?", "用竞价实例行吗"): the
  // answer's own billing choice says, with its reason.
  { id: 'billing.spotAsked', pattern: rx('\\b(?:should|could|can|shall)\\s+(?:we|i|you)\\s+(?:[a-z]+\\s+){0,3}?(?:on\\s+)?(?:the\\s+)?spot\\b(?:\\s+(?:instances?|gpus?|h100s?|a100s?|nodes?|machines?))?|\\bis\\s+spot\\s+(?:ok|okay|fine|safe|a\\s+good\\s+idea|worth\\s+it)\\b|(?:用|上)竞价(?:实例)?\\s*(?:行|可以|合适|划算)(?:吗|不)|竞价(?:实例)?\\s*(?:合适|划算|靠谱)(?:吗|不)'), set: {} },
  { id: 'billing.spot', pattern: rx('竞价(?:实例|模式|计费)?|抢占式(?:实例)?|可抢占|\\bspot(?:\\s+(?:instances?|pricing|prices?|market|gpus?))?\\b|\\bpre-?emptible\\b'), set: { billing: 'spot' } },
  { id: 'billing.onDemand', pattern: rx('按量(?:计费|付费)?|按需(?:计费|付费)|按(?:小)?时(?:计费|付费|租)|\\bon[\\s-]demand\\b|\\bpay[\\s-]as[\\s-]you[\\s-]go\\b|\\bby\\s+the\\s+hour\\b|\\bhourly\\s+(?:billing|rental|rent|pricing)\\b|\\b(?:rent(?:ed|ing)?|pay|billed)\\s+(?:it\\s+|them\\s+)?hourly\\b'), set: { billing: 'on_demand' } },
  // Offline batch work (checkpointable, so spot is allowed) vs an always-on service.
  { id: 'batch', pattern: rx('离线(?:批量|批处理|推理|任务)?|批量(?:推理|生成|处理|任务)?|批处理|batch\\s*(?:jobs?|inference|processing|mode|generation)|offline'), set: { batchJob: true } },
  { id: 'alwaysOn', pattern: rx('24\\s*/\\s*7|7\\s*[x×*]\\s*24|全天候?|always[\\s-]*on|around\\s+the\\s+clock|24\\s*(?:hours?|h|小时)\\s*(?:a|per|/)?\\s*(?:day|天)?\\s*(?:不停|不间断|运行|在线|online|up)'), set: { hoursPerDay: 24 } },
  // Optimizers, before the precisions: the "8-bit" of "8-bit Adam" is optimizer state, not weights.
  {
    id: 'optimizer.adamw8bit',
    pattern: rx('\\b(?:paged[_\\s-]*)?adam(?:w)?[_\\s-]*8[_\\s-]*bits?\\b|\\b8[\\s-]*bits?[\\s-]+(?:paged[\\s-]+)?adam(?:w)?\\b|\\bbnb[\\s-]+(?:paged[\\s-]+)?adam(?:w)?\\b|8\\s*(?:位|bit)\\s*(?:adam(?:w)?|优化器)'),
    set: { optimizer: 'adamw8bit' },
  },
  { id: 'optimizer.adamw', pattern: rx('\\badam(?:w)?\\b'), set: { optimizer: 'adamw' } },
  // The KV cache's dtype ("fp8 kv cache", "--kv-cache-dtype fp8", "KV cache 用 q8_0") is no weight precision: it
  // sets the cache's and is consumed, so "even with fp8 kv cache … in bf16" keeps the weights bf16.
  { id: 'kvCache.fp8', pattern: kvCacheRule('fp-?8(?:[_-]?e[45]m[23])?'), set: { kvPrecision: 'fp8' } },
  { id: 'kvCache.int8', pattern: kvCacheRule('int-?8|q8_?0|8[\\s-]?bits?'), set: { kvPrecision: 'int8' } },
  // Ollama's and llama.cpp's own switches: "OLLAMA_KV_CACHE_TYPE=q8_0", "-ctk q8_0 -ctv q8_0", "--cache-type-k q8_0".
  { id: 'kvCache.q8Flag', pattern: rx('\\bollama_kv_cache_type\\s*[=:]\\s*q8_?0\\b|(?<![a-z-])(?:-ctk|--cache-type-k)[\\s=]+q8_?0\\b'), set: { kvPrecision: 'int8' } },
  // LMDeploy's switch: "--quant-policy 8", "quant_policy=8" (4 is a 4-bit cache, not modelled: left unread).
  { id: 'kvCache.quantPolicy8', pattern: rx('\\bquant[-_]policy\\s*[=:]?\\s*8\\b'), set: { kvPrecision: 'int8' } },
  // Precisions. GGUF files come from llama.cpp, so they imply its engine. Names are matched between
  // non-alphanumerics (W), not \b: "qwen_72B_int4" ends its name in "_int4".
  // "Unquantized" / "no quant" / "full precision" / "不量化（到 4bit）" / "原版权重" / "满血版" (the full model as released, not a distilled or
  // quantized cut of it): the checkpoint's own 16-bit weights, named (the parser makes it fp16 on
  // cards without bf16). First, so the "量化" and "4bit" inside "不量化到 4bit" are not read as int4.
  {
    id: 'precision.unquantized',
    pattern: rx(`(?:没有?|未)\\s*(?:开启?|用|加|启用)\\s*${W_SRC(`${QUANT_8_4}|load_in_[48]bit`)}|${W_SRC(`not\\s+(?:using|loading\\s+in|loaded\\s+in)\\s+(?:${QUANT_8_4})`)}|(?<![要需])(?:不想|不打算|不愿意?|不|无|未|没有?|不要|不做|不用|不再|别)\\s*(?:做|进行|再|使用|采用|用|开启?)?\\s*(?:${W_SRC(`${QUANT_8_4}|awq|gptq`)}\\s*)?量化(?:到|成|为)?\\s*(?:${W_SRC('int-?4|4[\\s-]?bits?')}|4\\s*位)?(?:\\s*(?:和|与|跟|及|、|或)\\s*(?:q-?lora|lora)\\b)?|(?:不想用|不打算用|不做|不用|不要|别用|不考虑|(?<![a-z])(?<!(?:has|have|had|is|there's|supports?)\\s+)(?:without|no|w/o|avoid(?:ing)?)\\s+(?:any\\s+)?)\\s*${REFUSED_FORMATS}(?!\\s*(?:support|kernels?|version|build))|原版(?:权重|模型|精度)?|满血(?:版|的)?|全精度|原始(?:权重|精度)|官方(?:的)?(?:发布的?)?(?:权重|模型权重|精度)|${W_SRC('(?:original|official)\\s+(?:weights|checkpoints?|precision|release)|(?:the\\s+)?full\\s+(?:version|weights|checkpoint)(?!\\s+(?:of\\s+the\\s+)?(?:fine|train))|as\\s+released|released\\s+weights|(?:don\'?t|do\\s+not|rather\\s+not)\\s+(?:really\\s+)?(?:want\\s+to\\s+)?quanti[sz]e')}|${W_SRC(`un-?quantized|non-?quantized|not\\s+quantized|(?:without\\s+(?:using\\s+)?(?:any\\s+)?|no\\s+|w/o\\s+)(?:(?:${QUANT_8_4}|awq|gptq)\\s+)?quant(?:s|i[sz]ation|i[sz]ed|i[sz]ing)?|full[\\s-]precision`)}`),
    // A method refused with it ("不想用 4-bit 量化和 LoRA") is refused too: consumed here, as the format rules read first.
    // "要不要量化", "需不需要量化" ask whether to quantize (precision.quantizeAsked), refusing nothing.
    // Sets nothing itself: a precision named beside it ("保持 FP8 不再量化", "bf16, no fp8 quantization") is
    // the one meant; parseRequest makes it the card's 16-bit format only when none was named.
    set: {},
  },
  // A 16-bit format the user prefers over another they mention ("the GPTQ version loads fine but I'd prefer
  // the 16-bit weights", "更想用 bf16") or means to run ("I want to load it in 16 bit"): sets nothing here; parseRequest makes it the card's 16-bit format.
  {
    id: 'precision.preferred16',
    pattern: rx(`(?:prefer(?:red)?|rather\\s+(?:use|run|have|keep)|would\\s+like|更想|宁愿|更希望|最好|\\b(?:i|we)\\s+(?:want|need|plan)\\s+to\\s+(?:load|run|serve|keep)\\s+(?:it|them|the\\s+model)?\\s*(?:in|at)\\s+)\\s*(?:to\\s+(?:use|run|keep|have)\\s+|用|跑)?\\s*(?:the\\s+)?(?:full\\s+|original\\s+|unquantized\\s+)?${W_SRC('16[\\s-]?bits?|bf-?16|bfloat16|fp-?16|float16|half[\\s-]precision')}`),
    set: {},
  },
  // A precision named as what does NOT fit ("bf16 alone is ~24GB, so I need to quantize", "bf16 放不下") is no
  // request for it: the row consumes it so the format rows below do not read it as the one wanted.
  {
    id: 'precision.ruledOut',
    pattern: rx(`${W_SRC(`(?:${QUANT_8_4}|bf-?16|bfloat16|fp-?16|float16|fp-?32)(?:\\s+[a-z][\\w.-]*){0,2}?(?:\\s+weights?)?\\s+(?:alone|by\\s+itself|(?:won'?t|doesn'?t|does\\s+not|will\\s+not|can'?t|cannot)\\s+fit|is\\s+too\\s+(?:big|large))`)}|${W_SRC(`${QUANT_8_4}|bf-?16|fp-?16|fp-?32`)}\\s*(?:的?\\s*(?:权重|模型))?\\s*(?:都|就|也)?\\s*(?:放不下|装不下|跑不下|太大|不够)`
      // A format the card lacks ("A100 不支持 FP8", "V100 has no bf16", "doesn't support fp8"): what cannot run.
      + `|(?:不支持|没有|跑不了|不能跑|用不了|(?:不想|不要|不打算|不用|不愿意?)\\s*(?:换|换成|改成|转成?|转到|上|用))\\s*${W_SRC(`${QUANT_8_4}|bf-?16|bfloat16|fp-?16|awq|gptq|mxfp4`)}|${W_SRC(`(?:doesn'?t|does\\s+not|don'?t|can'?t|cannot|not)\\s+(?:support|run|do|have)|(?:has|have)\\s+no|no|lacks?|without`)}\\s+(?:native\\s+)?${W_SRC(`fp-?8|bf-?16|bfloat16|gguf|q[458]_?(?:k_?m|0)|awq|gptq|nf4|int-?[48]|[48][\\s-]?bits?`)}(?:\\s+(?:support|tensor\\s+cores?|kernels?))?`
      // A format the engine refused ("vllm 上跑 gguf 显示不支持", "gguf isn't supported by vllm").
      + `|${W_SRC(`gguf|awq|gptq|fp-?8|bf-?16|nf4|mxfp4`)}\\s*(?:格式|模型|文件|权重)?\\s*(?:会|就|它)?\\s*(?:显示|提示|报|说)?\\s*(?:不支持|不兼容)|${W_SRC(`gguf|awq|gptq|fp-?8|bf-?16|nf4|mxfp4`)}\\s+(?:(?:is|are)\\s*n'?o?t|isn'?t|aren'?t)\\s+supported`
      // A format that is out ("in what precision if FP8 is out?", "FP8 用不了的话"): set aside.
      + `|${W_SRC(`${QUANT_8_4}|bf-?16|fp-?16|awq|gptq|mxfp4`)}\\s+(?:is|being)\\s+(?:out|off\\s+the\\s+table|not\\s+an\\s+option)\\b|${W_SRC(`${QUANT_8_4}|bf-?16|fp-?16|awq|gptq|mxfp4`)}\\s*(?:用不了|跑不了|不行)的话`
      // A format set aside ("in BF16 (not the FP8 version)"), and one only a workaround made run ("加了load_in_8bit才能跑").
      + `|${W_SRC(`not\\s+(?:the\\s+|an?\\s+)?(?:${QUANT_8_4}|bf-?16|fp-?16|awq|gptq|gguf)(?:\\s*(?:\\/|,|or)\\s*(?:${QUANT_8_4}|bf-?16|fp-?16|awq|gptq|gguf|nf4))*(?:\\s+(?:version|one|checkpoint|weights|model|variant|release))?`)}`
      // A format the asker would rather not fall to ("dont want to drop to awq if i dont have to").
      + `|${W_SRC(`(?:don'?t|do\\s+not|rather\\s+not|would\\s+hate\\s+to|not\\s+trying\\s+to)\\s+(?:want\\s+to\\s+)?(?:drop|go|fall\\s+back|downgrade|step|switch|move)\\s+(?:down\\s+|back\\s+)?to\\s+(?:an?\\s+)?(?:${QUANT_8_4}|awq|gptq|gguf|q4_?k_?m|q4|nf4)`)}`
      + `|(?:加了|加上|开了|用了|改成了?|换成了?)\\s*(?:${W_SRC(`${QUANT_8_4}|load_in_[48]bit|awq|gptq|nf4`)}|量化)\\s*(?:之后|以后|后)?\\s*才(?:能|可以|行)?`
      // A quantizing flag turned off ("load_in_8bit改成了False", "load_in_4bit=False").
      + `|\\bload_in_[48]bit\\s*(?:[=:]|改成了?|改为|设成了?|设为|设置为|set\\s+to|to)\\s*false\\b`
      // A format feared for its quality ("int4 怕效果掉", "worried int4 hurts quality"): not the one wanted.
      + `|${W_SRC(`${QUANT_8_4}|awq|gptq|q4_?k_?m|q4`)}\\s*(?:的话)?\\s*(?:怕|担心|恐怕|会)\\s*(?:效果|精度|质量|智商|能力)?\\s*(?:掉|下降|变差|损失|太差|不行)|\\b(?:worried|afraid|scared)\\s+(?:that\\s+)?${W_SRC(`${QUANT_8_4}|awq|gptq`)}\\s+(?:hurts?|kills?|degrades?|loses?|ruins?)`),
    set: {},
  },
  // Formats listed each with its size ("fp16下整模仅需28GB显存，FP8量化后14GB", "fp16 is 28GB, int8 14GB and int4 ~8GB") are
  // facts about the model, none of them chosen: consumed, so the format rows below do not pick the first listed.
  {
    id: 'precision.listed',
    pattern: rx(`${LISTED_FORMAT}(?:[^。;；\\n]{0,16}?${LISTED_FORMAT})+`),
    set: {},
  },
  // An engine's log falling back from a dtype the card lacks ("doesn't support torch.bfloat16. Falling back to torch.float16",
  // "Casting torch.bfloat16 to torch.float16"): the activations' type, not a weight format asked for.
  { id: 'precision.dtypeFallback', pattern: rx('does\\s*n[\x27o]?t\\s+support\\s+torch\\.bfloat16\\.?\\s*(?:falling\\s+back\\s+to\\s+torch\\.float16)?|\\bfalling\\s+back\\s+to\\s+torch\\.float16|\\bcasting\\s+torch\\.bfloat16\\s+to\\s+torch\\.float16'), set: {} },
  { id: 'precision.quantizeWished', pattern: rx('(?:什么时候|何时|啥时候)\\s*(?:能|会|才)?\\s*(?:支持|出)\\s*量化|等\\s*(?:官方)?\\s*(?:出|支持)?\\s*量化|有没有(?:什么|啥|合适的)?\\s*量化(?:的)?(?:方法|方案|办法|手段)'), set: {} },
  // Whether quantizing is needed, asked ("是不是必须量化才行？", "要不要上量化？", "do I have to quantize?"): no format chosen — the answer
  // says which one the card needs, if any.
  {
    id: 'precision.quantizeAsked',
    // With the format asked about too ("是不是必须做 INT8 量化才放得下？", "do I have to quantize it to int8?"): that format is
    // what the question doubts, not the one to run.
    pattern: rx(`(?:是不是|是否|要不要|需不需要|需要|必须|一定要|只能)\\s*(?:得|要)?\\s*(?:上|做|用|进行|搞)?\\s*量化\\s*(?:才行|才能|吗|么|嘛|？|\\?)|(?:是不是|是否|需不需要)?\\s*(?:必须|一定要|非得|需要)\\s*(?:做|用|上)?\\s*${W_SRC(`${QUANT_8_4}|awq|gptq`)}\\s*(?:量化)?\\s*(?:才(?:行|能|放得下|装得下|跑得动|跑得起来|够)|吗|么|嘛)|量化到\\s*(?:几|多少)\\s*(?:个)?\\s*(?:bit|位|比特)|\\b(?:do|must|should)\\s+(?:i|we)\\s+(?:have\\s+to\\s+|need\\s+to\\s+)?quanti[sz]e\\b(?:\\s+(?:it|the\\s+model))?(?:\\s+(?:to|in(?:to)?)\\s+${W_SRC(QUANT_8_4)})?|\\b(?:have|need)\\s+to\\s+quanti[sz]e\\s*(?:it\\s*)?\\?`),
    set: {},
  },
  // The format itself is the question ("if not what should I use instead", "which quant should I use", "不行的话该用啥精度",
  // "用 FP8 还是 BF16", "用原版 mxfp4 就行还是得转成 bf16"): no format is fixed; the verdict finds the best that fits.
  {
    id: 'precision.asked',
    pattern: rx(`\\bwhat(?:'s|\\s+is)\\s+the\\s+best\\s+(?:precision|quant(?:i[sz]ation)?|quants?|format)(?:\\s*/\\s*(?:precision|quant(?:i[sz]ation)?|quants?|format))?\\s+(?:that|to|for|i\\s+can)\\b|\\bor\\s+(?:do|would|will|must|should)\\s+(?:i|we)\\s+(?:have|need)\\s+to\\s+quanti[sz]e|\\b(?:what|which)\\s+(?:precision|dtype|quant(?:i[sz]ation)?|quants?|format|bit[\\s-]?width)\\s+(?:(?:actually|really|then|even)\\s+)?(?:should|do|would|can|to|is\\s+best|fits?|works?|runs?)|\\bif\\s+not,?\\s+what\\s+(?:should|do|would|can)\\s+(?:i|we)\\s+use|\\bin\\s+(?:what|which)\\s+(?:precision|dtype|format|quant(?:i[sz]ation)?)\\s*(?:\\?|if\\b)|\\bwhich\\s+of\\s+(?:those|these|them)\\s+(?:(?:actually|really|even)\\s+)?(?:fits?|works?|runs?)\\b|\\bdo\\s+(?:i|we)\\s+(?:still\\s+)?need\\s+${W_SRC(`${QUANT_8_4}|awq|gptq|gguf`)}\\s+or\\s+can\\s+(?:it|i|we)\\s+(?:do|run|use|handle|go)\\b|\\bwhat\\s+should\\s+(?:i|we)\\s+use\\s+instead|(?:该|应该|要|能|得)?(?:用|选)(?:啥|什么|哪个|哪种)(?:精度|量化|格式|数据类型|dtype)|(?:要|得|该)?用\\s*(?:多少|几)\\s*(?:bit|位|比特)|不行的话\\s*(?:该|应该|要)?\\s*(?:用|选)\\s*(?:啥|什么|哪个)|(?:放不下|塞不下|跑不了|不行)的话[^？?。]{0,30}?(?:哪个|哪种|用啥|用什么)`
      + `|${W_SRC(`${QUANT_8_4}|mxfp4|bf-?16|fp-?16|awq|gptq`)}[^，。？！,.?!]{0,12}?还是[^，。？！,.?!]{0,6}?${W_SRC(`${QUANT_8_4}|mxfp4|bf-?16|fp-?16|awq|gptq`)}`),
    set: {},
  },
  // A lighter format asked about as the alternative ("is 8x A100 enough for the bf16 weights or do i need fp8 / more gpus?",
  // "or am I forced into a 4-bit quant?", "还是得上 fp8？"): consumed, not chosen — the format the user runs stays the one judged.
  {
    id: 'precision.alternativeAsked',
    pattern: rx(`\\b(?:or\\s+)?(?:do|would|will|should|must)\\s+(?:i|we)\\s+(?:(?:really|actually|still|even|then)\\s+)?(?:(?:need|have)\\s+to\\s+(?:use|go(?:\\s+to)?|switch\\s+to|move\\s+to)|need|(?:just\\s+)?(?:switch|move|drop|fall\\s+back|go\\s+down)\\s+to)\\s+(?:an?\\s+|the\\s+)?${LIGHTER_FORMAT}|\\bor\\s+(?:am|are)\\s+(?:i|we)\\s+(?:forced|stuck|limited|bound)\\s+(?:in)?to\\s+(?:use\\s+)?(?:an?\\s+|the\\s+)?${LIGHTER_FORMAT}|(?:还是|要不要|需不需要|是不是|是否|(?:不行|放不下|装不下|不够)的话\\s*(?:是不是|是否)?)\\s*(?:得|要|需要)?\\s*(?:上|换成?|改成?|改用|切到|用)\\s*${LIGHTER_FORMAT}|(?:不行|放不下|装不下|不够)的话\\s*(?:是不是|是否)?\\s*只能\\s*(?:上|换成?|改成?|改用|切到|用)?\\s*${LIGHTER_FORMAT}|(?:不行|放不下|装不下|不够)的话[^，。？！?]{0,20}?还是\\s*(?:得|要|需要)?\\s*(?:上|换成?|改成?|改用|切到|用)?\\s*${LIGHTER_FORMAT}|${W_SRC(`${QUANT_8_4}|bf-?16|fp-?16|awq|gptq|gguf|nf4`)}\\s*(?:会不会|是不是|是否)\\s*(?:更好|更快|更稳|好一点|快一点|更省)`),
    set: {},
  },
  // ExLlamaV2's EXL2 quants by their bits per weight ("4.0bpw", "5.0bit exl2"): the format nearest that size.
  ...EXL2_BANDS.map(([bits, precision]) => ({
    id: `precision.exl2.${bits}`,
    pattern: rx(`(?<![\\d.])${bits}(?:\\.\\d+)?\\s*(?:bpw\\b|[-\\s]?bits?(?=[\\s-]*(?:exl2|exllama)))|\\bexl2[\\s_-]+${bits}(?:\\.\\d+)?\\s*(?:bpw|bits?)?(?![\\d.])`),
    set: { precision },
  })),
  { id: 'precision.q4_k_m', pattern: W('q4_?k_?m|q4'), set: { precision: 'q4_k_m', engine: 'llama.cpp' } },
  { id: 'precision.q5_k_m', pattern: W('q5_?k_?m|q5'), set: { precision: 'q5_k_m', engine: 'llama.cpp' } },
  { id: 'precision.q6_k', pattern: W('q6_?k(?:_[ml])?|q6'), set: { precision: 'q6_k', engine: 'llama.cpp' } },
  // A bare "Q8" is Q8_0, except as a KV cache type ("Q8 cache") or the 8-bit rest of MLX's "MXFP4-Q8" (its experts are 4-bit).
  { id: 'precision.q8_0', pattern: W('q8_?0|(?<!mxfp4[-_])q8(?![\\s-]*(?:kv[\\s-]*)?cache)'), set: { precision: 'q8_0', engine: 'llama.cpp' } },
  // The GGUF files below 4 bits, judged only when named. Unsloth's dynamic quants ("UD-Q2_K_XL", "Q2_K_L", "UD-IQ1_S",
  // "dynamic 1.58-bit") are the base type with a few tensors kept higher; a bit width alone ("3-bit GPTQ", "2bit") is the
  // GGUF type llama.cpp names for it (Q3_K is Q3_K_M). Before "gguf" and the int4 row, so "Q2_K GGUF" and "3-bit GPTQ" keep their width.
  // One set aside ("the full R1 in fp8 (not a distill, not a 1.58-bit quant)", "不要 Q2"): consumed, not the one wanted.
  {
    id: 'precision.ruledOutLowBit',
    pattern: rx(`${W_SRC(`not\\s+(?:the\\s+|an?\\s+)?(?:${LOW_BIT})(?:\\s+(?:quants?|quanti[sz]ation|version|one|file|model|gguf))?`)}|(?:不要|不想要?|不用|不是)\\s*${W_SRC(LOW_BIT)}`),
    set: {},
  },
  { id: 'precision.iq4_xs', pattern: W(`${UD}iq4_?xs`), set: { precision: 'iq4_xs', engine: 'llama.cpp' } },
  { id: 'precision.q3_k_l', pattern: W(`${UD}q3_?k_?x?l`), set: { precision: 'q3_k_l', engine: 'llama.cpp' } },
  { id: 'precision.q3_k_s', pattern: W(`${UD}q3_?k_?s`), set: { precision: 'q3_k_s', engine: 'llama.cpp' } },
  { id: 'precision.q3_k_m', pattern: W(`${UD}q3_?k(?:_?m)?`), set: { precision: 'q3_k_m', engine: 'llama.cpp' } },
  { id: 'precision.iq3_m', pattern: W(`${UD}iq3_?m`), set: { precision: 'iq3_m', engine: 'llama.cpp' } },
  { id: 'precision.iq3_xxs', pattern: W(`${UD}iq3_?xxs`), set: { precision: 'iq3_xxs', engine: 'llama.cpp' } },
  { id: 'precision.q2_k', pattern: W(`${UD}q2_?k(?:_?(?:xl|l))?`), set: { precision: 'q2_k', engine: 'llama.cpp' } },
  { id: 'precision.iq2_m', pattern: W(`${UD}iq2_?m`), set: { precision: 'iq2_m', engine: 'llama.cpp' } },
  { id: 'precision.iq2_xxs', pattern: W(`${UD}iq2_?xxs`), set: { precision: 'iq2_xxs', engine: 'llama.cpp' } },
  { id: 'precision.iq1_m', pattern: W(`${UD}iq1_?m`), set: { precision: 'iq1_m', engine: 'llama.cpp' } },
  { id: 'precision.iq1_s', pattern: rx(`${W_SRC(`${UD}iq1_?s|1\\.58[\\s-]?bits?`)}|1\\.58\\s*(?:位|比特)`), set: { precision: 'iq1_s', engine: 'llama.cpp' } },
  { id: 'precision.3bit', pattern: rx(`${W_SRC('3[\\s-]?bits?|int-?3')}|(?<!\\d)3\\s*(?:位|比特)(?!\\s*(?:用户|同事|客户|员工|朋友|同学|开发|工程师|人))`), set: { precision: 'q3_k_m' } },
  { id: 'precision.2bit', pattern: rx(`${W_SRC('2[\\s-]?bits?|int-?2')}|(?<!\\d)2\\s*(?:位|比特)(?!\\s*(?:用户|同事|客户|员工|朋友|同学|开发|工程师|人))`), set: { precision: 'q2_k' } },
  // "GGUF" alone is the 4-bit file people download; a quant named beside it ("Q8_0 量化（GGUF）") is the one meant.
  { id: 'precision.gguf', pattern: W('gguf'), set: { precision: 'q4_k_m', engine: 'llama.cpp' } },
  // Quantizing wished for or asked about, not used ("什么时候能支持量化", "只能等量化", "有没有什么量化方法…降低显存"): consumed, so the
  // format run ("跑半精度") or the method named ("peft 微调") is the one judged.
  // An 8-bit scheme named outright — W8A8, W8A16, TensorRT-LLM's SmoothQuant ("--qformat int8_sq") — before the 4-bit row reads
  // GPTQ or AWQ, whose default is 4-bit: "W8A8 using a combination of GPTQ and SmoothQuant" is 8-bit.
  { id: 'precision.int8.scheme', pattern: rx(W_SRC('w8a8|w8a16|int8_sq|sq[_-]?int8|smooth[\\s-]?quant')), set: { precision: 'int8' } },
  {
    id: 'precision.int4',
    // MLC-LLM's builds name theirs "q4f16_1"; MXFP4 (gpt-oss's release format), NVFP4 and a bare FP4 checkpoint are 4-bit too;
    // so is vLLM's "--quantization bitsandbytes" (weights quantized to 4 bits as they load). A flag named after AWQ
    // (TensorRT-LLM's "--awq_block_size 128") names no format.
    pattern: rx(`${W_SRC('int-?4|4[\\s-]?bits?|w4a16|mxfp4|nvfp4|fp4|gptq(?![\\s_-]*int-?8)(?:[\\s_-]*int4)?|awq(?!_[a-z])|nf4|bnb[\\s_-]*4bit|bitsandbytes[\\s_-]*fp4|q4f(?:16|32)_\\d')}|\\bquantization_config\\s*=\\s*bnb_config\\b|--quantization[=\\s]+bitsandbytes\\b|\\bload_in_kbits\\s*[=\\s]\\s*4\\b|--wbits[=\\s]+4\\b|\\bexllama\\b(?![\\s_-]*v?2)|(?<!\\d)4\\s*位(?!\\s*(?:用户|同事|客户|员工|朋友|同学|开发|工程师|人))|(?<!(?:int|fp|q|bf|w)[-_]?\\d+(?:_[a-z0-9_]+)?\\s{0,3}(?:的)?\\s{0,3}|\\d+\\s{0,3}(?:位|bits?|比特)\\s{0,3}(?:的)?\\s{0,3}|(?:awq|gptq|nf4|mxfp4|gguf)\\s{0,3}(?:的)?\\s{0,3}|[不没未非无反])量化`),
    set: { precision: 'int4' },
  },
  {
    id: 'precision.int8',
    pattern: rx(`${W_SRC('int-?8|8[\\s-]?bits?')}|\\bload_in_kbits\\s*[=\\s]\\s*8\\b|--wbits[=\\s]+8\\b|(?<!\\d)8\\s*位(?!\\s*(?:用户|同事|客户|员工|朋友|同学|开发|工程师|人))`),
    set: { precision: 'int8' },
  },
  { id: 'precision.fp8', pattern: W('fp-?8|e4m3'), set: { precision: 'fp8' } },
  { id: 'precision.bf16', pattern: W('bf-?16|bfloat16'), set: { precision: 'bf16' } },
  // "--dtype=half" / "dtype half" is how vLLM and transformers name fp16.
  { id: 'precision.fp16', pattern: rx(`${W_SRC('fp-?16|f16|float16|half[\\s-]precision|(?:--)?dtype\\s*[=:]?\\s*half')}|半精度`), set: { precision: 'fp16' } },
  // ("全精度" is the model unquantized, read by precision.unquantized; "单精度" is fp32.)
  { id: 'precision.fp32', pattern: rx(`${W_SRC('fp-?32|float32')}|单精度`), set: { precision: 'fp32' } },
  // "vLLM 默认配置" / "vLLM's default settings": the engine's dtype "auto", the checkpoint's own 16-bit weights. Set by the
  // parser only when a serving engine is named; "默认参数 OOM" reports what failed and names nothing.
  {
    id: 'precision.engineDefault',
    pattern: rx('默认(?:的)?\\s*(?:配置|参数|设置)(?!\\s*(?:下|时)?\\s*(?:就|会|直接|都|也)?\\s*(?:oom|报错|爆显存|显存不足|不够|跑不|out\\s+of\\s+memory))|\\bdefaults?\\s+(?:config(?:uration)?s?|settings?|parameters?|params|options)\\b(?!\\s*(?:→|->|:|,)?\\s*(?:oom|ooms|fails?|failed|crash(?:es|ed)?|runs?\\s+out))'),
    set: {},
  },
  // Serving engines.
  // vLLM's own flags name it too ("max-model-len 8192、max-num-seqs 4"), read ahead only: their numbers are the context's and the users'.
  { id: 'engine.vllm', pattern: rx('\\bvllm\\b|(?=\\bmax[-_](?:model[-_]len|num[-_]seqs)\\b)'), set: { engine: 'vllm' } },
  { id: 'engine.sglang', pattern: rx('\\bsglang\\b'), set: { engine: 'sglang' } },
  { id: 'engine.lmdeploy', pattern: rx('\\blmdeploy\\b|\\bturbomind\\b'), set: { engine: 'lmdeploy' } },
  { id: 'engine.llamacpp', pattern: rx('\\bllama\\.?cpp\\b|\\bollama\\b|\\blm\\s*studio\\b'), set: { engine: 'llama.cpp' } },
  { id: 'engine.transformers', pattern: rx('\\b(?:hf\\s+)?transformers\\b'), set: { engine: 'transformers' } },
];
