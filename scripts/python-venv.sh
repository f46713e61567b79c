#!/usr/bin/env bash
# Builds tmp/pyenv, the venv the Python servers of the corpus run from (docs/corpus.md), with the
# pinned `mcp` and `fastmcp` from the package index pip is configured with (a local mirror on the
# project's machines). Where pip cannot install them it says so and exits 0: the corpus test then
# leaves the Python servers out and names them.
set -uo pipefail
cd "$(dirname "$0")/.."
venv=tmp/pyenv
pins=(mcp==2.3.0 fastmcp==4.0.10)

if [ -x "$venv/bin/python" ] && "$venv/bin/python" -c 'import mcp, fastmcp' >/dev/null 2>&1; then
  echo "python-venv: $venv is ready"
  exit 0
fi
if ! command -v python3 >/dev/null 2>&1; then
  echo "python-venv: no python3; the corpus's Python servers will not run" >&2
  exit 0
fi
rm -rf "$venv"
mkdir -p tmp
if ! python3 -m venv "$venv" >/dev/null 2>&1; then
  echo "python-venv: python3 -m venv failed; the corpus's Python servers will not run" >&2
  rm -rf "$venv"
  exit 0
fi
# A local mirror first, so pip never waits on an index it cannot reach; then pip's own configuration.
attempts=()
[ -d /opt/pypi/simple ] && attempts+=("--index-url file:///opt/pypi/simple")
attempts+=("")
for index in "${attempts[@]}"; do
  # shellcheck disable=SC2086
  if timeout 300 "$venv/bin/pip" install -q --disable-pip-version-check $index "${pins[@]}" >tmp/pyenv-install.log 2>&1; then
    echo "python-venv: built $venv (${pins[*]})"
    exit 0
  fi
done
echo "python-venv: pip could not install ${pins[*]} (tmp/pyenv-install.log); the corpus's Python servers will not run" >&2
rm -rf "$venv"
exit 0
