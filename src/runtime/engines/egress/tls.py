"""TLS terminated at the proxy for a brokered credential's own host, and for no other.

The run's certificate authority is made once per process, in memory (`cryptography`,
imported only when a child's brokered host is reached over TLS); its key is never written
to a file (the server context reads it through a memory descriptor of this process, which
no child can reach: it has its own pid namespace). The child is told to trust the CA by a
bundle placed read-only in its sandbox (the system's roots plus this CA), named by
SSL_CERT_FILE (gh, Go tools), GIT_SSL_CAINFO (git), CURL_CA_BUNDLE and REQUESTS_CA_BUNDLE.
The far side is a TLS client of the real host, verified with this process's own trust
(the system's, or the caller's SSL_CERT_FILE).
"""

from __future__ import annotations

import os
import threading

TYPE_CHECKING = False
if TYPE_CHECKING:
    import datetime
    import socket
    import ssl
    from collections.abc import Callable

SYSTEM_BUNDLES = (
    "/etc/ssl/certs/ca-certificates.crt",
    "/etc/pki/tls/certs/ca-bundle.crt",
    "/etc/ssl/cert.pem",
)
TRUST_VARIABLES = ("SSL_CERT_FILE", "GIT_SSL_CAINFO", "CURL_CA_BUNDLE", "REQUESTS_CA_BUNDLE")
_lock = threading.Lock()


class Authority:
    """The run's CA: its certificate (PEM, public) and the leaf contexts it signed, by host."""

    def __init__(self) -> None:
        from cryptography import x509
        from cryptography.hazmat.primitives import hashes
        from cryptography.hazmat.primitives.asymmetric import ec
        from cryptography.x509.oid import NameOID

        self._key = ec.generate_private_key(ec.SECP256R1())
        name = x509.Name(
            [x509.NameAttribute(NameOID.COMMON_NAME, f"runtime egress CA {os.urandom(6).hex()}")]
        )
        now = _now()
        builder = (
            x509.CertificateBuilder()
            .subject_name(name)
            .issuer_name(name)
            .public_key(self._key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - _hours(1))
            .not_valid_after(now + _hours(24))
            .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
            .add_extension(
                x509.KeyUsage(
                    digital_signature=True, key_cert_sign=True, crl_sign=True,
                    content_commitment=False, key_encipherment=False, data_encipherment=False,
                    key_agreement=False, encipher_only=False, decipher_only=False,
                ),
                critical=True,
            )
        )  # fmt: skip
        self._certificate = builder.sign(self._key, hashes.SHA256())
        self._name = name
        self._contexts: dict[str, ssl.SSLContext] = {}

    @property
    def pem(self) -> bytes:
        from cryptography.hazmat.primitives.serialization import Encoding

        return self._certificate.public_bytes(Encoding.PEM)

    def bundle(self) -> bytes:
        """The system's roots and this CA: what the child trusts."""
        for path in SYSTEM_BUNDLES:
            try:
                with open(path, "rb") as handle:
                    return handle.read() + b"\n" + self.pem
            except OSError:
                continue
        return self.pem

    def server_context(self, host: str) -> ssl.SSLContext:
        with _lock:
            found = self._contexts.get(host)
            if found is None:
                found = self._contexts[host] = self._leaf_context(host)
            return found

    def _leaf_context(self, host: str) -> ssl.SSLContext:
        import ipaddress
        import ssl

        from cryptography import x509
        from cryptography.hazmat.primitives import hashes, serialization
        from cryptography.hazmat.primitives.asymmetric import ec
        from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

        key = ec.generate_private_key(ec.SECP256R1())
        try:
            alternative: x509.GeneralName = x509.IPAddress(ipaddress.ip_address(host))
        except ValueError:
            alternative = x509.DNSName(host)
        now = _now()
        leaf = (
            x509.CertificateBuilder()
            .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, host)]))
            .issuer_name(self._name)
            .public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - _hours(1))
            .not_valid_after(now + _hours(24))
            .add_extension(x509.SubjectAlternativeName([alternative]), critical=False)
            .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
            .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
            .sign(self._key, hashes.SHA256())
        )
        chain = leaf.public_bytes(serialization.Encoding.PEM) + self.pem
        private = key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.minimum_version = ssl.TLSVersion.TLSv1_2
        context.set_alpn_protocols(["http/1.1"])
        _load_from_memory(context, chain, private)
        return context


def _load_from_memory(context: ssl.SSLContext, chain: bytes, private: bytes) -> None:
    """load_cert_chain reads paths: memory descriptors of this process, never a file."""
    from runtime.engines.process import memory_file

    chain_fd = memory_file(chain)
    key_fd = memory_file(private)
    try:
        context.load_cert_chain(f"/proc/self/fd/{chain_fd}", f"/proc/self/fd/{key_fd}")
    finally:
        os.close(chain_fd)
        os.close(key_fd)


def _now() -> datetime.datetime:
    import datetime

    return datetime.datetime.now(datetime.timezone.utc)


def _hours(count: int) -> datetime.timedelta:
    import datetime

    return datetime.timedelta(hours=count)


_authority: Authority | None = None


def authority() -> Authority:
    """The run's CA, made on first use."""
    global _authority
    with _lock:
        if _authority is None:
            _authority = Authority()
        return _authority


def terminate(
    client: socket.socket,
    upstream: socket.socket,
    host: str,
    hold: Callable[[socket.socket], None],
) -> tuple[ssl.SSLSocket, ssl.SSLSocket]:
    """TLS with the child as HOST, and with HOST as its client; HOLD keeps each new socket
    among those the proxy ends when it closes."""
    import ssl

    inside = authority().server_context(host).wrap_socket(client, server_side=True)
    hold(inside)
    context = ssl.create_default_context()
    context.set_alpn_protocols(["http/1.1"])
    outside = context.wrap_socket(upstream, server_hostname=host)
    hold(outside)
    return inside, outside
