"""The front-coded string lists `DataFiles.FrontCodedList` reads (Sources/Support/DataFiles/
FrontCodedList.swift specifies them): blocks of 16 strings, each block's first string whole
(its length, then its bytes), each next one as the length it shares with the one before, the
rest's length, and the rest. Strings are at most 255 bytes, sorted by their bytes, without 0xFF."""

BLOCK = 16


def front_coded(strings):
    """(block offsets with the end, stream bytes) for byte strings in sorted order."""
    offsets, stream, previous = [], bytearray(), b""
    for index, data in enumerate(strings):
        assert len(data) < 256 and 0xFF not in data, f"cannot front-code {data!r}"
        if index % BLOCK == 0:
            offsets.append(len(stream))
            stream.append(len(data))
            stream.extend(data)
        else:
            shared = 0
            while shared < min(len(data), len(previous), 255) and data[shared] == previous[shared]:
                shared += 1
            stream.extend((shared, len(data) - shared))
            stream.extend(data[shared:])
        previous = data
    offsets.append(len(stream))
    return offsets, bytes(stream)
