"""A certificate authority made in the test, standing in for the one that signs Alexa's certificates,
and helpers that sign request bodies the way Alexa does."""

from __future__ import annotations

import base64
import json
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding, rsa
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID


def _key() -> rsa.RSAPrivateKey:
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


def _name(common: str) -> x509.Name:
    return x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, common)])


@dataclass
class Issued:
    key: rsa.RSAPrivateKey
    cert: x509.Certificate

    def pem(self) -> bytes:
        return self.cert.public_bytes(serialization.Encoding.PEM)


def _ca(common: str, issuer: Issued | None = None, path_length: int | None = None) -> Issued:
    key = _key()
    now = datetime.now(UTC)
    builder = (
        x509.CertificateBuilder()
        .subject_name(_name(common))
        .issuer_name(issuer.cert.subject if issuer else _name(common))
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - timedelta(days=30))
        .not_valid_after(now + timedelta(days=3650))
        .add_extension(x509.BasicConstraints(ca=True, path_length=path_length), critical=True)
        .add_extension(
            x509.KeyUsage(
                digital_signature=True,
                content_commitment=False,
                key_encipherment=False,
                data_encipherment=False,
                key_agreement=False,
                key_cert_sign=True,
                crl_sign=True,
                encipher_only=False,
                decipher_only=False,
            ),
            critical=True,
        )
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), critical=False)
    )
    if issuer:
        builder = builder.add_extension(x509.AuthorityKeyIdentifier.from_issuer_public_key(issuer.key.public_key()), critical=False)
    return Issued(key, builder.sign((issuer or Issued(key, None)).key, hashes.SHA256()))  # type: ignore[arg-type]


def leaf(
    issuer: Issued, san: str = "echo-api.amazon.com", valid_from: timedelta = timedelta(days=-1), valid_for: timedelta = timedelta(days=365)
) -> Issued:
    key = _key()
    now = datetime.now(UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(_name(san))
        .issuer_name(issuer.cert.subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now + valid_from)
        .not_valid_after(now + valid_from + valid_for)
        .add_extension(x509.SubjectAlternativeName([x509.DNSName(san)]), critical=False)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(
            x509.KeyUsage(
                digital_signature=True,
                content_commitment=False,
                key_encipherment=True,
                data_encipherment=False,
                key_agreement=False,
                key_cert_sign=False,
                crl_sign=False,
                encipher_only=False,
                decipher_only=False,
            ),
            critical=True,
        )
        .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), critical=False)
        .add_extension(x509.AuthorityKeyIdentifier.from_issuer_public_key(issuer.key.public_key()), critical=False)
        .sign(issuer.key, hashes.SHA256())
    )
    return Issued(key, cert)


@dataclass
class AlexaPki:
    root: Issued
    intermediate: Issued
    signer: Issued

    @classmethod
    def create(cls) -> AlexaPki:
        root = _ca("Parley Test Root CA")
        intermediate = _ca("Parley Test Intermediate CA", root, path_length=0)
        return cls(root, intermediate, leaf(intermediate))

    def chain(self, signer: Issued | None = None) -> bytes:
        return (signer or self.signer).pem() + self.intermediate.pem()

    def roots_pem(self) -> bytes:
        return self.root.pem()


def sign(body: bytes, signer: Issued) -> str:
    return base64.b64encode(signer.key.sign(body, padding.PKCS1v15(), hashes.SHA256())).decode()


def body_of(envelope: dict[str, Any]) -> bytes:
    return json.dumps(envelope, separators=(",", ":")).encode()
