"""What plan and execute start from, for either door: policy, the capability, its inputs.

`prepare()` takes a capability NAME|PATH and its input values (the CLI's `--input`
words already split, or the MCP door's `inputs` object) and refuses, before any step,
what no step may start from; `Prepared.request()` is the request for one step.
"""

from __future__ import annotations

from runtime import statuses
from runtime.errors import MissingInputError
from runtime.model import Request

TYPE_CHECKING = False
if TYPE_CHECKING:
    from runtime.capability.model import Capability, Step
    from runtime.model import StepRecord
    from runtime.policy.model import Policy


def require_inputs(capability: Capability, values: dict[str, str]) -> None:
    from runtime.capability.substitution import missing_required

    missing = missing_required(capability, values)
    if missing:
        flags = " ".join(f"--input {name}=..." for name in missing)
        error = MissingInputError(
            f"missing required input(s): {', '.join(missing)}",
            hint=f"supply {flags}; do not invent values",
        )
        raise error


def step_request(capability: Capability, step: Step, values: dict[str, str]) -> Request:
    from runtime.capability.substitution import substitute

    args = substitute(step, capability, values)
    if step.provider is not None:
        request = Request.for_provider(step.provider, args, origin="capability")
    else:
        assert step.binary is not None
        request = Request.for_binary(step.binary, args, origin="capability")
    request.capability_path = capability.path
    request.capability_digest = capability.digest
    request.step_index = step.index
    return request


def plan_status(record: StepRecord) -> str:
    if record.decision is None:
        # the substituted args fit no form of the operation, or lack what the runtime supplies
        return str(record.resolved.error_status)
    return statuses.ALLOWED if record.decision.allowed else statuses.DENIED


class Prepared:
    """What plan and execute both start from: policy, the compiled capability, its inputs."""

    __slots__ = ("capability", "policy", "values")

    def __init__(self, policy: Policy, capability: Capability, values: dict[str, str]) -> None:
        self.policy = policy
        self.capability = capability
        self.values = values

    def request(self, step: Step) -> Request:
        return step_request(self.capability, step, self.values)


def prepare(named: str, values: dict[str, str], cwd: str) -> Prepared:
    """Policy first (a broken one stops everything), then re-validation, then inputs."""
    from runtime.capability.loader import load
    from runtime.capability.substitution import refuse_oversized_inputs
    from runtime.policy.load import load_policy

    refuse_oversized_inputs(values)  # before anything else: every door comes here
    policy = load_policy()
    capability = load(named, cwd, policy)
    refuse_unknown_inputs(capability, values)
    require_inputs(capability, values)
    refuse_oversized(capability, values)
    return Prepared(policy, capability, values)


def refuse_oversized(capability: Capability, values: dict[str, str]) -> None:
    """Substitution bounds, checked on sizes before any step's arguments are built."""
    from runtime.capability.loader import CapabilityInvalid
    from runtime.capability.substitution import oversized

    problems = oversized(capability, values)
    if problems:
        error = CapabilityInvalid(
            f"{capability.path} would exceed a substitution limit with these inputs "
            f"({len(problems)} problem(s)): {problems[0].message}",
            problems,
        )
        error.hint = problems[0].hint
        raise error


def refuse_unknown_inputs(capability: Capability, values: dict[str, str]) -> None:
    """A misspelt --input would leave the real one unset (or literal): say so instead."""
    unknown = sorted(set(values) - set(capability.inputs))
    if unknown:
        from runtime.errors import UsageError

        declared = ", ".join(capability.inputs) or "none"
        raise UsageError(
            f"unknown input(s) {', '.join(unknown)} for {capability.path}",
            hint=f"declared inputs: {declared}",
        )
