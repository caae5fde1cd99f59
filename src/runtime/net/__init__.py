"""Talking to the network: the HTTP/REST client and the loopback test on URLs.

Below `home`, `auth` and `providers`: both auth (token checks) and providers (GitHub) use it.
"""
