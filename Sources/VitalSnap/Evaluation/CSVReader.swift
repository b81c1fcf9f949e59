/// A small RFC 4180 CSV reader: comma-separated fields, optional double quotes ("" inside quotes is a
/// quote), LF or CRLF line ends. Keeps the 1-based line number where each record starts.
public enum CSVReader {
    public struct Row: Equatable, Sendable {
        public var line: Int
        public var fields: [String]
    }

    public struct Failure: Error, Equatable {
        public var line: Int
        public var reason: String
    }

    public static func rows(_ text: String) throws -> [Row] {
        var rows: [Row] = []
        var fields: [String] = []
        var field = ""
        var inQuotes = false
        var afterQuote = false
        var line = 1
        var rowStart = 1
        var chars = Array(text.unicodeScalars)
        if chars.first == "\u{FEFF}" { chars.removeFirst() }
        var i = 0
        func endRow() {
            fields.append(field)
            rows.append(Row(line: rowStart, fields: fields))
            fields = []; field = ""
        }
        while i < chars.count {
            let c = chars[i]
            if inQuotes {
                if c == "\"" {
                    if i + 1 < chars.count, chars[i + 1] == "\"" { field.unicodeScalars.append("\""); i += 1 }
                    else { inQuotes = false; afterQuote = true }
                } else {
                    if c == "\n" { line += 1 }
                    field.unicodeScalars.append(c)
                }
            } else if c == "," {
                fields.append(field); field = ""; afterQuote = false
            } else if c == "\n" || c == "\r" {
                if c == "\r", i + 1 < chars.count, chars[i + 1] == "\n" { i += 1 }
                endRow(); afterQuote = false
                line += 1; rowStart = line
            } else if c == "\"" {
                guard field.isEmpty, !afterQuote else {
                    throw Failure(line: line, reason: "a double quote in the middle of an unquoted field")
                }
                inQuotes = true
            } else {
                if afterQuote {
                    throw Failure(line: line, reason: "text after the closing quote of a field")
                }
                field.unicodeScalars.append(c)
            }
            i += 1
        }
        if inQuotes { throw Failure(line: rowStart, reason: "a quoted field is not closed before the end of the file") }
        if !field.isEmpty || !fields.isEmpty || afterQuote { endRow() }
        return rows
    }
}
