/**
 * A column of identifiers (pure): what points at a row's run or file, not what names its method — a submission or
 * run id ("sub-0412", "#1031"), a commit or checkpoint hash ("3f9c1e2a"), a config or weights file ("rn50_rs45.py"),
 * a link, or a link's printed word ("download", "config", "ckpt"), or the command line that ran it ("time python3 main.py
 * --cuda --epochs 40"). Told by its header ("ID", "Submission ID", "Commit", "Checkpoint", "Hash", "Config", "Command line", "Code") or by its cells
 * alone (every cell a hash, a prefixed number, a file name or a URL). A "Code" column points at an implementation (its
 * cells the link's word: "PyTorch", "TensorFlow/PyTorch", "N/A"), whatever it prints. Beside a column of names it is a setting of
 * each row; the names are the rows.
 */
const ID_HEAD = /^(?:(?:submission|run|entry|model|team|exp(?:eriment)?)\s*)?(?:id|ids|no\.?|number|#)$|^(?:commit|hash|sha|config(?:uration)? file|config|cfg|logs?|submission|run|command(?:[- ]?line)?s?|cmd|script|invocation|(?:official\s+|source\s+)?code|implementations?|github|repo(?:sitory)?)$/i;
// (not "Checkpoint", "Weights", "Link": such a column may print the model's name, liuhaotian/llava-v1.6-vicuna-7b; ids only by their cells)

/** "3f9c1e2a", "e81c442": a hex digest of 6–40 digits, at least one a digit and one a letter. */
const HASH = /^(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{6,40}$/i;
/** "sub-0412", "run_017", "EXP-006a": a lower-case or capitals prefix, a separator, a number of 3+ digits (not "ResNet-101", "VGG-16"). */
const PREFIXED = /^(?:[a-z]{1,6}|[A-Z]{1,4})[-_#]\d{3,6}[a-z]?$/;
/** "rn50_rs45.py", "model.pth", "https://…": a file or a link. */
const FILE_OR_LINK = /^(?:\S+\.(?:py|ya?ml|json|pth|pt|ckpt|bin|safetensors|onnx|zip|tar(?:\.gz)?|cfg|txt)|(?:https?:\/\/|www\.)\S+)$/i;

/**
 * "download", "config", "ckpt", "weights", "log", "Google Drive": the printed text of a download or config link in a
 * model zoo's column (`[download](….pth)`); the same word down a column names no row.
 */
const LINK_WORD = /^(?:download|dl|link|links|here|config|cfg|configs?|ckpts?|checkpoints?|weights?|model|models|logs?|url|code|paper|arxiv|baidu(?:\s*(?:pan|disk|yun))?|google\s*drive|gdrive|one\s*drive|dropbox|hf|hugging\s*face|🤗)(?:\s*[|/,]\s*(?:download|link|config|cfg|ckpts?|checkpoints?|weights?|model|logs?|code))*$/i;

/**
 * "time python3 main.py --cuda --epochs 40", "CUDA_VISIBLE_DEVICES=0 torchrun train.py --lr 0.1", "bash run.sh": a
 * shell command (an optional timer or environment assignment, a launcher or interpreter, then arguments).
 */
const COMMAND = /^(?:(?:time|sudo|nohup|env)\s+|[A-Z_][A-Z0-9_]*=\S*\s+)*(?:python[\d.]*|bash|sh|zsh|torchrun|deepspeed|accelerate\s+launch|srun|mpirun|java|node|\.\/\S+)\s+\S/;

const idCell = (c: string): boolean => HASH.test(c) || PREFIXED.test(c) || FILE_OR_LINK.test(c) || LINK_WORD.test(c) || COMMAND.test(c);

export function isIdentifierColumn(header: readonly string[], cells: readonly string[]): boolean {
  if (header.some((h) => ID_HEAD.test(h.trim()))) return true;
  const printed = cells.map((c) => c.trim()).filter(Boolean);
  // (a link's word names no row even in a table of one row: "[download](….pth)")
  return (printed.length >= 2 && printed.every(idCell)) || (printed.length >= 1 && printed.every((c) => LINK_WORD.test(c)));
}
