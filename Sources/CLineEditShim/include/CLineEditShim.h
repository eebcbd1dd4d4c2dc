#ifndef CLINEEDITSHIM_H
#define CLINEEDITSHIM_H

// Non-variadic wrappers over libedit. Swift cannot call C variadic functions, and el_set()/history()
// are variadic, so every operation the Swift LineEditor uses gets one small named function here.
// Signals come from CTerminalShim, whose self-pipe the read function polls beside stdin.
// Only Swift code built with the LineEditing trait imports it; the .c file compiles to nothing without it.

#include <histedit.h>
#include "CTerminalShim.h"

/// A Swift callback bound to a key with EL_ADDFN: returns one of libedit's CC_* codes.
typedef unsigned char (*reuselab_key_function)(EditLine *el, int ch);

/// Opens the editor on stdin/stdout/stderr with emacs keys, our own read function (so Ctrl-C and
/// window resizes are seen at once) and the prompt taken from reuselab_el_set_prompt_text.
/// EL_SIGNAL stays off: libedit's own handlers re-raise SIGINT to the whole process group and
/// leave the terminal in cooked mode mid-read, which is the "press Ctrl-C twice" bug.
EditLine *reuselab_el_open(const char *program_name);
void reuselab_el_close(EditLine *el);

/// The prompt; may contain ANSI colour codes wrapped in \1 … \1 (EL_PROMPT_ESC's marker).
void reuselab_el_set_prompt_text(const char *prompt);

/// Binds `key` (e.g. "^I") to a named function.
int reuselab_el_bind_function(EditLine *el, const char *name, const char *help, const char *key,
                              reuselab_key_function function);

void reuselab_el_set_clientdata(EditLine *el, void *data);
void *reuselab_el_clientdata(EditLine *el);

/// Connects an in-memory history to the editor, so the arrow keys walk it.
History *reuselab_history_open(int size);
void reuselab_history_close(History *history);
void reuselab_el_use_history(EditLine *el, History *history);
int reuselab_history_enter(History *history, const char *entry);
int reuselab_history_count(History *history);

/// Reads one line. Returns NULL at end of input. When the user pressed Ctrl-C the line comes back
/// as typed and reuselab_el_take_cancel() returns 1: the caller discards it.
const char *reuselab_el_gets(EditLine *el, int *count);
int reuselab_el_take_cancel(void);
/// Text the next reuselab_el_gets starts with, editable, newlines included; NULL or "" for none.
void reuselab_el_prefill(const char *text);

/// The text before the cursor (malloc'd, caller frees) and the text after it, for completion.
char *reuselab_el_text_before_cursor(EditLine *el);
char *reuselab_el_text_after_cursor(EditLine *el);
/// Deletes `count` characters before the cursor.
void reuselab_el_delete_before_cursor(EditLine *el, int count);
int reuselab_el_insert(EditLine *el, const char *text);
void reuselab_el_reset(EditLine *el);

#endif
