#!/usr/bin/env bash
# Runs mcpward for action.yml. Every input arrives as an INPUT_* environment variable and is only
# ever used as a quoted word or an array element: nothing in an input is evaluated as shell code.
# MCPWARD_BIN replaces `npx mcpward@<version>` (tests use it).
set -euo pipefail

action_dir="$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)"
config="${INPUT_CONFIG:-mcpward.yaml}"
subcommand="${INPUT_COMMAND:-run}"
reporter="${INPUT_REPORTER:-console}"
output="${INPUT_OUTPUT:-}"
reporters="${INPUT_REPORTERS:-}"
category="${INPUT_CATEGORY:-}"
servers="${INPUT_SERVERS:-}"
pr_comment="${INPUT_PR_COMMENT:-false}"
setup_node="${INPUT_SETUP_NODE:-true}"
workdir="${INPUT_WORKING_DIRECTORY:-.}"
version="${INPUT_VERSION:-}"
token="${INPUT_GITHUB_TOKEN:-}"
unset INPUT_GITHUB_TOKEN

# Every output is written, empty when not produced, so later steps can test it.
declare -A paths=([json]='' [markdown]='' [junit]='' [sarif]='')
write_outputs() {
  [[ -z "${GITHUB_OUTPUT:-}" ]] || printf 'exit-code=%s\nreport-path=%s\njson=%s\nmarkdown=%s\njunit=%s\nsarif=%s\n' \
    "$1" "$2" "${paths[json]}" "${paths[markdown]}" "${paths[junit]}" "${paths[sarif]}" >>"$GITHUB_OUTPUT"
}

# A bad input ends the step like a run that could not start: exit 2. The message is escaped as
# workflow commands require, so an input cannot smuggle in a command of its own on a new line.
fail() {
  local message="${1//'%'/%25}"
  message="${message//$'\r'/%0D}"
  message="${message//$'\n'/%0A}"
  echo "::error title=mcpward action::$message" >&2
  # Nothing ran, so no report exists.
  paths=([json]='' [markdown]='' [junit]='' [sarif]='')
  write_outputs 2 ''
  exit 2
}

# The version this action was released with, unless the workflow asks for another.
if [[ -z "$version" ]]; then
  [[ -r "$action_dir/mcpward-version" ]] || fail "mcpward-version is missing beside action.yml; set the version input."
  version="$(tr -d '[:space:]' <"$action_dir/mcpward-version")"
fi
# A version is a semver, range or dist-tag; anything else (a URL, a path, a git spec) would make
# npx install something other than mcpward from the registry.
version_pattern='^[A-Za-z0-9.+~^<>=*| -]+$'
[[ "$version" =~ $version_pattern ]] || fail "version must be an npm version, range or dist-tag, not \"$version\"."
# The report path goes into $GITHUB_OUTPUT, one line per output.
[[ "$output" != *$'\n'* && "$output" != *$'\r'* ]] || fail "output must be a single line."
case "$subcommand" in
  run | diff | review) ;;
  *) fail "command must be run, diff or review, not \"$subcommand\"." ;;
esac
case "$setup_node" in
  true | false) ;;
  *) fail "setup-node must be 'true' or 'false', not \"$setup_node\"." ;;
esac
[[ "$category" != *$'\n'* && "$category" != *$'\r'* ]] || fail "category must be a single line."
cd -- "$workdir" || fail "working-directory \"$workdir\" does not exist."
# Report paths go into $GITHUB_OUTPUT too.
[[ "$PWD" != *$'\n'* && "$PWD" != *$'\r'* ]] || fail "working-directory must be a single line."

argv=("$subcommand" --config "$config" --reporter "$reporter")
[[ -z "$output" ]] || argv+=(--out "$output")
# Every requested report from the one run: `--reporter NAME:PATH`, one file each.
requested=()
read -r -d '' -a requested <<<"${reporters//,/ }" || true
for name in ${requested[@]+"${requested[@]}"}; do
  # A case, not an array lookup: a name never reaches a subscript before it is known to be one of these.
  case "$name" in
    json) file=mcpward.json ;;
    markdown) file=mcpward.md ;;
    junit) file=mcpward-junit.xml ;;
    sarif) file=mcpward.sarif ;;
    *) fail "reporters: \"$name\" is not one of json, markdown, junit, sarif." ;;
  esac
  [[ -z "${paths[$name]}" ]] || continue
  paths[$name]="$PWD/mcpward-reports/$file"
  argv+=(--reporter "$name:mcpward-reports/$file")
done
[[ ${#requested[@]} -eq 0 ]] || mkdir -p mcpward-reports
# Each fleet server by name; names are what mcpward.yaml allows, so none can read as an option.
selected=()
read -r -d '' -a selected <<<"${servers//,/ }" || true
name_pattern='^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'
for name in ${selected[@]+"${selected[@]}"}; do
  [[ "$name" =~ $name_pattern ]] || fail "servers: \"$name\" is not a server name (letters, digits, . _ -, at most 64)."
  argv+=(--server "$name")
done
# One word with `=`: a category that starts with `-` is still the option's value, never an option.
[[ -z "$category" ]] || argv+=("--sarif-category=$category")
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
