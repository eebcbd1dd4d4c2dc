// Only with the LineEditing trait (on by default); without it the shell reads lines as batch mode does.
#if LineEditing
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif
    import CLibEdit
    import CLineEditShim
    import CTerminalShim

    /// A line editor over libedit: emacs keys, arrow-key history, Tab completion calling back into Swift,
    /// and Ctrl-C that clears the line. Only for a terminal; batch mode never creates one.
    final class LineEditor {
        enum ReadResult: Equatable {
            case line(String)
            /// Ctrl-C: the line is thrown away. `wasEmpty` tells whether anything had been typed.
            case interrupted(wasEmpty: Bool)
            case endOfInput
        }

        private let editLine: OpaquePointer
        private let history: OpaquePointer?
        /// Given the text before the cursor, what Tab should do.
        var completion: ((String) -> CompletionResult)?
        /// Columns for listing completion candidates.
        var listWidth: () -> Int = { 80 }

        init?(programName: String, historySize: Int) {
            LineEditor.prepareLocale()
            reuselab_signals_install()
            guard let editLine = reuselab_el_open(programName) else {
                reuselab_signals_restore()
                return nil
            }
            self.editLine = editLine
            history = reuselab_history_open(Int32(historySize))
            if let history { reuselab_el_use_history(editLine, history) }
            reuselab_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
            reuselab_el_bind_function(
                editLine, "reuselab-complete", "Complete the word before the cursor", "^I",
                { editLine, _ in
                    guard let editLine, let data = reuselab_el_clientdata(editLine) else { return UInt8(CC_ERROR) }
                    return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue().complete(editLine)
                })
        }

        deinit {
            reuselab_el_close(editLine)
            if let history { reuselab_history_close(history) }
            reuselab_signals_restore()
        }

        /// libedit reads multibyte input by the C locale; without a UTF-8 one, é and emoji are dropped.
        private static func prepareLocale() {
            if let current = setlocale(LC_CTYPE, ""), String(cString: current).lowercased().contains("utf") { return }
            if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "C.utf8") }
        }

        /// `prompt` may hold ANSI colours; they are marked as non-printing for libedit. `prefill` is put
        /// in the line for the user to edit before they type (it may span lines); Return submits it.
        func readLine(prompt: String, prefill: String? = nil) -> ReadResult {
            reuselab_el_set_prompt_text(Self.markNonPrinting(prompt))
            reuselab_el_prefill(prefill)
            _ = reuselab_take_interrupt()  // a Ctrl-C pressed before the prompt appeared is not for this line
            var count: Int32 = 0
            let raw = reuselab_el_gets(editLine, &count)
            if reuselab_el_take_cancel() != 0 {
                let typed = raw.map { String(cString: $0) } ?? ""
                let withoutMarker = typed.hasSuffix("^C\n") ? String(typed.dropLast(3)) : typed
                return .interrupted(wasEmpty: withoutMarker.allSatisfy(\.isWhitespace))
            }
            guard let raw, count > 0 else { return .endOfInput }
            var line = String(decoding: UnsafeRawBufferPointer(start: raw, count: Int(count)), as: UTF8.self)
            if line.hasSuffix("\n") { line.removeLast() }
            return .line(line)
        }

        func addToHistory(_ entry: String) {
            guard let history, !entry.isEmpty else { return }
            reuselab_history_enter(history, entry)
        }

        /// Wraps each escape sequence in \1 … \1, libedit's marker for text that takes no columns.
        static func markNonPrinting(_ prompt: String) -> String {
            var result = ""
            var inEscape = false
            for scalar in prompt.unicodeScalars {
                if scalar == "\u{1B}" {
                    result += "\u{1}"
                    inEscape = true
                }
                result.unicodeScalars.append(scalar)
                if inEscape, scalar != "\u{1B}", scalar != "[", (0x40...0x7E).contains(scalar.value) {
                    result += "\u{1}"
                    inEscape = false
                }
            }
            return result
        }

        private func complete(_ editLine: OpaquePointer) -> UInt8 {
            guard let completion, let before = reuselab_el_text_before_cursor(editLine) else { return UInt8(CC_ERROR) }
            let text = String(cString: before)
            free(before)
            let result = completion(text)
            if !result.insertion.isEmpty {
                _ = result.insertion.withCString { reuselab_el_insert(editLine, $0) }
                return UInt8(CC_REFRESH)
            }
            if result.shouldList {
                let listing = columnLayout(result.displayCandidates, width: max(20, listWidth()))
                fputs("\n" + listing + "\n", reuselab_stdout())
                fflush(reuselab_stdout())
                return UInt8(CC_REDISPLAY)
            }
            return UInt8(CC_REFRESH_BEEP)
        }
    }
#endif
