"""Egress by construction: no child reaches the network except through the runtime.

Every sandboxed child has its own network namespace holding only its loopback. A step the
tables (and `command_policy.network`) grant destinations gets one listener placed into that
namespace from outside (`netns.py`), served by the runtime's own proxy (`proxy.py`), which
judges each connection against the step's grant (`grants.py`, the judging half that resolve
and plan read), resolves names itself and refuses addresses no grant may reach
(`addresses.py`), swaps a placeholder credential for the real one only where the grant
says (`tls.py` terminates TLS for that host alone), and records every attempt for the
step's audit outcome. `session.py` ties one child's gate to bwrap and the one wrapper.
Importing this package imports nothing: each module is loaded by what needs it.
"""
