#!/usr/bin/env bash
# Runs mcpward for action.yml. Every input arrives as an INPUT_* environment variable and is only
# ever used as a quoted word or an array element: nothing in an input is evaluated as shell code.
# MCPWARD_BIN replaces `npx mcpward@<version>` (tests use it).
set -euo pipefail

config="${INPUT_CONFIG:-mcpward.yaml}"
reporter="${INPUT_REPORTER:-console}"
output="${INPUT_OUTPUT:-}"
pr_comment="${INPUT_PR_COMMENT:-false}"
workdir="${INPUT_WORKING_DIRECTORY:-.}"
version="${INPUT_VERSION:-latest}"
token="${INPUT_GITHUB_TOKEN:-}"
unset INPUT_GITHUB_TOKEN

write_outputs() {
  [[ -z "${GITHUB_OUTPUT:-}" ]] || printf 'exit-code=%s\nreport-path=%s\n' "$1" "$2" >>"$GITHUB_OUTPUT"
}

# A bad input ends the step like a run that could not start: exit 2. The message is escaped as
# workflow commands require, so an input cannot smuggle in a command of its own on a new line.
fail() {
  local message="${1//'%'/%25}"
  message="${message//$'\r'/%0D}"
  message="${message//$'\n'/%0A}"
  echo "::error title=mcpward action::$message" >&2
  write_outputs 2 ''
  exit 2
}

# A version is a semver, range or dist-tag; anything else (a URL, a path, a git spec) would make
# npx install something other than mcpward from the registry.
version_pattern='^[A-Za-z0-9.+~^<>=*| -]+$'
[[ "$version" =~ $version_pattern ]] || fail "version must be an npm version, range or dist-tag, not \"$version\"."
# The report path goes into $GITHUB_OUTPUT, one line per output.
[[ "$output" != *$'\n'* && "$output" != *$'\r'* ]] || fail "output must be a single line."
cd -- "$workdir" || fail "working-directory \"$workdir\" does not exist."

argv=(run --config "$config" --reporter "$reporter")
[[ -z "$output" ]] || argv+=(--out "$output")
case "$pr_comment" in
  true)
    argv+=(--pr-comment)
    # The workflow token, only for the comment, and only when the job set no token of its own.
    if [[ -z "${MCPWARD_GITHUB_TOKEN:-}" && -z "${GITHUB_TOKEN:-}" && -n "$token" ]]; then export GITHUB_TOKEN="$token"; fi
    ;;
  false | '') ;;
  *) fail "pr-comment must be 'true' or 'false', not \"$pr_comment\"." ;;
esac
# Whitespace splitting only: `read -a` neither expands nor globs, and quotes stay literal.
extra=()
read -r -d '' -a extra <<<"${INPUT_ARGS:-}" || true
argv+=(${extra[@]+"${extra[@]}"})

if [[ -n "${MCPWARD_BIN:-}" ]]; then
  command=("$MCPWARD_BIN")
else
  command=(npx --yes "mcpward@$version")
fi

set +e
"${command[@]}" "${argv[@]}"
code=$?
set -e

report_path=''
if [[ -n "$output" ]]; then
  if [[ "$output" == /* ]]; then report_path="$output"; else report_path="$PWD/$output"; fi
fi
write_outputs "$code" "$report_path"
# 1 (a check failed) and 2 (the run did not complete) fail the step, each with its own code.
exit "$code"
