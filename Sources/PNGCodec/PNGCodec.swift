// PNG encoding and decoding with libdeflate.
