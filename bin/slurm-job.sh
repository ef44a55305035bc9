#!/bin/sh
# The batch script of every `audit run --executor slurm` job: runs its arguments (node bin/audit.js
# slurm-job ...) as they are, so nothing the user or a claim file wrote is read by a shell.
exec "$@"
