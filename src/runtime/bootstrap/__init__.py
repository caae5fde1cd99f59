"""The Runtime Home's release-owned content: specs, cheat sheets, the agent contract, references.

Above the domain: it reads the operation tables, the floor and the compiler to write what
they say, so nothing below imports it.
"""
