import Testing

@testable import PNGCodec

/// The fast encoder's Adler-32 (RFC 1950 §8.2): s1 = 1 + the bytes' sum, s2 = the sum of
/// each step's s1, both modulo 65,521, whichever way the bytes are fed.
@Suite("Adler-32 of the fast encoder's stream")
struct Adler32Tests {
    @Test("Byte by byte, \"Wikipedia\" sums to 0x11E60398")
    func wikipedia() {
        // s1 = 1 + 87 + 105 + 107 + 105 + 112 + 101 + 100 + 105 + 97 = 920 = 0x398;
        // s2 = 88 + 193 + 300 + 405 + 517 + 618 + 718 + 823 + 920 = 4582 = 0x11E6.
        var adler = Adler32()
        for byte in "Wikipedia".utf8 { adler.update(byte: byte) }
        #expect(adler.value == 0x11E6_0398)
    }

    @Test("Bytes one at a time, in bulk and as counted zeros agree, past the modulus")
    func everyWay() {
        // 6,000 bytes of 255 take s1 and s2 past 65,521 several times; zeros in between.
        let bytes = [UInt8](repeating: 255, count: 6000) + [UInt8](repeating: 0, count: 300) + [4, 0, 255]
        var single = Adler32(), bulk = Adler32(), mixed = Adler32()
        for byte in bytes { single.update(byte: byte) }
        bytes.withUnsafeBytes { bulk.update($0) }
        bytes[0..<6000].withUnsafeBytes { mixed.update($0) }
        mixed.update(zeros: 300)
        for byte in bytes[6300...] { mixed.update(byte: byte) }
        #expect(single.value == bulk.value)
        #expect(mixed.value == bulk.value)
    }
}
