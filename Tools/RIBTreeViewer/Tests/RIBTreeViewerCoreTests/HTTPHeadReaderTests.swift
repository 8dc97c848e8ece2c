import Testing

@testable import RIBTreeViewerCore

@Suite struct HTTPHeadReaderTests {
  @Test func readsAHeadSplitAcrossReadsAndKeepsWhatFollows() {
    var reader = HTTPHeadReader()
    let text =
      "\r\nGET /state?x=1 HTTP/1.1\r\nHost: a\r\nAccept: x\r\naccept:  y \r\n\r\nGET / HTTP/1.0\n\n"
    var outcomes: [HTTPHeadReader.Outcome] = []
    for byte in text.utf8 {
      let outcome = reader.read([byte])
      if outcome != .needsMore { outcomes.append(outcome) }
    }

    #expect(
      outcomes == [
        .head(
          HTTPRequestHead(
            method: "GET", target: "/state?x=1", version: "HTTP/1.1",
            fields: ["host": "a", "accept": "x, y"])),
        .head(HTTPRequestHead(method: "GET", target: "/", version: "HTTP/1.0")),
      ])
    #expect(reader.next() == .needsMore)
  }

  @Test func twoHeadsInOneReadComeOneAtATime() {
    var reader = HTTPHeadReader()
    let first = reader.read(Array("GET /a HTTP/1.1\r\n\r\nGET /b HTTP/1.1\r\n\r\n".utf8))

    #expect(first == .head(HTTPRequestHead(method: "GET", target: "/a", version: "HTTP/1.1")))
    #expect(
      reader.next() == .head(HTTPRequestHead(method: "GET", target: "/b", version: "HTTP/1.1")))
    #expect(reader.next() == .needsMore)
  }

  @Test func aLongHeaderLineIsRejectedOnceTheLimitIsPassed() {
    var reader = HTTPHeadReader()
    #expect(reader.read(Array("GET / HTTP/1.1\r\nX-Long: ".utf8)) == .needsMore)
    var outcome = HTTPHeadReader.Outcome.needsMore
    var sent = 0
    // A megabyte in 4 KiB reads, as a client would send it: rejected as soon as the head is
    // over the limit, without waiting for the end of the line.
    while outcome == .needsMore, sent < 1 << 20 {
      outcome = reader.read(repeatElement(UInt8(ascii: "a"), count: 4096))
      sent += 4096
    }

    #expect(outcome == .reject(status: 431, reason: "the request head is larger than 32768 bytes"))
    #expect(sent <= HTTPHeadReader.maximumHeadLength + 4096)
  }

  @Test func aLongRequestLineIsRejected() {
    var reader = HTTPHeadReader()
    let outcome = reader.read(Array(("GET /" + String(repeating: "a", count: 9000)).utf8))

    #expect(outcome == .reject(status: 414, reason: "the request line is longer than 8192 bytes"))
  }

  @Test(arguments: [
    "GET /\r\n\r\n", "GET / HTTP/2\r\n\r\n", "GET  / HTTP/1.1\r\n\r\n",
    "GET / HTTP/1.1\r\nNo colon\r\n\r\n", "GET / HTTP/1.1\r\nName : v\r\n\r\n",
    "GET / HTTP/1.1\r\nA: b\r\n folded\r\n\r\n",
  ])
  func malformedHeadsAreRejected(text: String) {
    var reader = HTTPHeadReader()

    guard case .reject(let status, _) = reader.read(Array(text.utf8)) else {
      Issue.record("accepted \(text.debugDescription)")
      return
    }
    #expect(status == 400)
  }

  @Test func headsSayWhetherABodyFollowsAndWhetherToClose() {
    let plain = HTTPRequestHead(method: "GET", target: "/", version: "HTTP/1.1")
    let withBody = HTTPRequestHead(
      method: "GET", target: "/", version: "HTTP/1.1", fields: ["content-length": "5"])
    let chunked = HTTPRequestHead(
      method: "GET", target: "/", version: "HTTP/1.1", fields: ["transfer-encoding": "chunked"])
    let closing = HTTPRequestHead(
      method: "GET", target: "/", version: "HTTP/1.1", fields: ["connection": "close"])
    let old = HTTPRequestHead(method: "GET", target: "/a?b", version: "HTTP/1.0")

    #expect(!plain.announcesBody && !plain.wantsClose)
    #expect(withBody.announcesBody && chunked.announcesBody)
    #expect(closing.wantsClose && old.wantsClose)
    #expect(old.path == "/a")
  }
}
