/**
 * The results.db schema, as an ordered list of migrations. `PRAGMA user_version` holds the number
 * of migrations applied; a database with a higher number was written by a newer program.
 * Migrations are append-only: never edit one that has shipped, add the next.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE claim_files (
    id INTEGER PRIMARY KEY,
    paper TEXT NOT NULL,
    path TEXT NOT NULL,
    sha256 TEXT NOT NULL,
    first_seen INTEGER NOT NULL,
    UNIQUE (path, sha256)
  );
  CREATE TABLE sessions (
    id INTEGER PRIMARY KEY,
    paper TEXT NOT NULL,
    claim_file_id INTEGER NOT NULL REFERENCES claim_files(id),
    command TEXT NOT NULL,
    pid INTEGER NOT NULL,
    host TEXT NOT NULL,
    started_at INTEGER NOT NULL,
    ended_at INTEGER,
    environment_json TEXT NOT NULL
  );
  CREATE TABLE runs (
    id INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    paper TEXT NOT NULL,
    config_id TEXT NOT NULL,
    runner TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('running', 'succeeded', 'failed', 'interrupted', 'skipped')),
    reason TEXT,
    provide TEXT,
    pid INTEGER NOT NULL,
    host TEXT NOT NULL,
    started_at INTEGER NOT NULL,
    ended_at INTEGER,
    seed INTEGER NOT NULL,
    smoke INTEGER NOT NULL DEFAULT 0,
    config_json TEXT NOT NULL,
    environment_json TEXT NOT NULL,
    CHECK ((status = 'running') = (ended_at IS NULL))
  );
  CREATE INDEX runs_paper ON runs (paper, started_at);
  CREATE INDEX runs_running ON runs (status) WHERE status = 'running';
  CREATE TABLE metrics (
    run_id INTEGER NOT NULL REFERENCES runs(id),
    dataset TEXT NOT NULL,
    split TEXT NOT NULL,
    subset TEXT NOT NULL,
    metric TEXT NOT NULL,
    value REAL NOT NULL,
    ci_low REAL,
    ci_high REAL,
    n INTEGER,
    PRIMARY KEY (run_id, dataset, split, subset, metric)
  ) WITHOUT ROWID;
  CREATE TABLE gpu_samples (
    run_id INTEGER NOT NULL REFERENCES runs(id),
    t REAL NOT NULL,
    gpu TEXT NOT NULL,
    used_mib REAL NOT NULL,
    total_mib REAL NOT NULL,
    utilization REAL,
    pid INTEGER
  );
  CREATE INDEX gpu_samples_run ON gpu_samples (run_id, t);
  CREATE TABLE artifacts (
    run_id INTEGER NOT NULL REFERENCES runs(id),
    kind TEXT NOT NULL,
    path TEXT NOT NULL,
    sha256 TEXT NOT NULL,
    bytes INTEGER NOT NULL
  );
  CREATE INDEX artifacts_run ON artifacts (run_id);
  CREATE TABLE findings (
    id INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    run_id INTEGER REFERENCES runs(id),
    finding_id TEXT NOT NULL,
    paper TEXT NOT NULL,
    check_kind TEXT NOT NULL,
    severity TEXT NOT NULL CHECK (severity IN ('error', 'warning')),
    message TEXT NOT NULL,
    finding_json TEXT NOT NULL
  );
  CREATE INDEX findings_session ON findings (session_id);
  `,
  // 2: where a run executed. A Slurm run records its job id, the node it ran on and Slurm's last
  // known job state; older rows are local runs.
  `
  ALTER TABLE runs ADD COLUMN executor TEXT NOT NULL DEFAULT 'local' CHECK (executor IN ('local', 'slurm'));
  ALTER TABLE runs ADD COLUMN job_id TEXT;
  ALTER TABLE runs ADD COLUMN job_node TEXT;
  ALTER TABLE runs ADD COLUMN job_state TEXT;
  CREATE INDEX runs_jobs ON runs (executor, status) WHERE executor = 'slurm';
  `,
  // 3: when a Slurm job began executing its run (epoch ms, written by the job): the time before it
  // is queue time, the time after it run time (`audit runs` shows them apart).
  `
  ALTER TABLE runs ADD COLUMN job_started_at INTEGER;
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;
