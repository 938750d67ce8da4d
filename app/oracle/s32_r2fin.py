"""s32-r2fin: general constructions of Final Fantasy (FIN) read in session 32's second round (docs/oracle-s32-r2fin.md).

"this token" in a created token's quoted ability: '... creature token with "Whenever a land you control enters, this
token gets +1/+0 until end of turn."'. The quoted ability is the token's own (CR 111.4, 113.7); "this token" in it is
the object that has the ability, as "this creature" is (CR 201.5), so the reader writes it "~" as it writes "this
creature" (reader.py `normalise_line`), and the quoted line is then read as the s18-quoted token's ability is
(app/oracle/s18_quoted.py). Only a quote that a "token with" / "tokens with" description opens (in the same sentence)
is rewritten: "this token" anywhere else (outside quotes; a token copy's 'except it has "... sacrifice this token."',
read by its own rule) is left as it is. String steps only, no regular expression.
"""

from __future__ import annotations

_OPENERS = ("token with ", "tokens with ")


def _describes_token(before: str) -> bool:
    """Whether the text before a quote (since its sentence began) is a token description 'token(s) with [...]'."""
    sentence = before[max(before.rfind(". "), before.rfind('."')) + 1 :]
    return any(opener in sentence for opener in _OPENERS)


def token_quote_self(text: str) -> str:
    """`text` with "this token"/"This token" inside a token description's quoted ability written "~"."""
    if "his token" not in text or '"' not in text:
        return text
    parts = text.split('"')
    # parts[1], parts[3], ... are the quoted texts (Oracle text quotes do not nest)
    for index in range(1, len(parts) - 1, 2):
        if _describes_token('"'.join(parts[:index])):
            parts[index] = parts[index].replace("this token", "~").replace("This token", "~")
    return '"'.join(parts)
