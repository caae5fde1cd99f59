"""`files yaml set` across 100 repositories of 20 files each, and what the edit libraries cost."""

from __future__ import annotations

import statistics
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

DEPLOYMENT = """# service {n}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: svc-{n}
  labels: {{app: svc-{n}, tier: backend}}
spec:
  replicas: 3
  template:
    spec:
      containers:
        - name: api
          image: "registry.example.com/svc-{n}:1.0.{n}"  # pinned
          ports: [{{containerPort: 8080}}]
        - name: sidecar
          image: registry.example.com/proxy:2.0
"""


def _estate(root: Path) -> None:
    for repo in range(100):
        for svc in range(20):
            target = root / f"repo-{repo:03d}" / f"svc-{svc:02d}"
            target.mkdir(parents=True)
            (target / "deployment.yaml").write_text(DEPLOYMENT.format(n=svc))


def _import_cost(python: str) -> tuple[float, float]:
    def best(code: str) -> float:
        runs = []
        for _ in range(15):
            proc = subprocess.run(
                [python, "-X", "importtime", "-c", code], capture_output=True, text=True, check=True
            )
            total = 0
            for line in proc.stderr.splitlines():
                parts = line.split("|")
                top_level = len(parts) == 3 and not parts[2].startswith("  ")
                if top_level and parts[1].strip().isdigit():
                    total += int(parts[1])
            runs.append(total / 1000)
        return statistics.median(runs)

    base = best("import runtime.providers.files.structured")
    edits = best(
        "import runtime.providers.files.structured, runtime.providers.files.edits.yaml_edits"
    )
    return base, edits


def _capability(path: Path) -> None:
    step = (
        "  - provider: files\n"
        '    args: [yaml, set, --path, "spec.template.spec.containers[name=api].image",'
        ' --value, "registry.example.com/api:2.0.0", --dir, estate/repo-{r:03d},'
        ' --filename, deployment.yaml, --expected-per-file, "1"]\n'
    )
    steps = "".join(step.format(r=repo) for repo in range(100))
    path.write_text(f"# bench\n\n```runtime\nversion: v1\nworkflow:\n{steps}```\n")


def run(
    work: Path,
    home: Path,
    timed: Callable[..., float],
    env_for: Callable[..., dict[str, str]],
    runtime: str,
) -> None:
    # file_policy.max_edit_files caps one step at 100 changed files (a floor that
    # cannot be raised), so the estate is edited as real capabilities would: one
    # step per repository, 100 steps of 20 files.
    cap = work / "rollout.md"
    _capability(cap)
    env = env_for(home)
    argv = [runtime, "--output", "json", "capability", "execute", str(cap)]
    for label, extra in (("previewed (--dry-run)", ["--dry-run"]), ("applied", [])):
        samples = []
        for _ in range(3):
            if (work / "estate").exists():
                subprocess.run(["rm", "-rf", str(work / "estate")], check=True)
            _estate(work / "estate")
            samples.append(timed([*argv, *extra], env, work))
        took = statistics.median(samples)
        rate = 2000 / took
        print(
            f"{'yaml set, 100 repos x 20 files, ' + label:<52} {took * 1000:8.1f} ms"
            f"  = {rate:,.0f} files/s (target >= 500/s){'  ok' if rate >= 500 else '  UNDER'}"
        )
    base, edits = _import_cost(sys.executable)
    print(
        f"{'import cost the YAML edit library adds':<52} {edits - base:8.1f} ms"
        f" on top of {base:.1f} ms (paid only by runs that edit YAML)"
    )
