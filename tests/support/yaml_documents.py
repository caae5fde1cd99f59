"""Large YAML documents shared by the parser tests and `bench/run.py yaml`."""

from __future__ import annotations


def five_megabytes_of_block_scalars() -> str:
    body = "lorem ipsum dolor sit amet " * 40
    entry = "- name: item-{0}\n  note: >\n" + "".join(f"    {body}\n" for _ in range(4))
    return "items:\n" + "".join(entry.format(i) for i in range(1_150))


def five_dense_megabytes() -> str:
    entry = "- {name: item-{0}, args: [a, 'b', \"c\"]}\n  # note\n- key: v{0}\n  other: [x]\n"
    return "".join(entry.replace("{0}", str(i)) for i in range(66_000))
