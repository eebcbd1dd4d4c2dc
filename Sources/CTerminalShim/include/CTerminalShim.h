#ifndef CTERMINALSHIM_H
#define CTERMINALSHIM_H

// The terminal plumbing every build of the shell needs, with or without line editing.
//
// Signal handling lives in C: a handler may only touch async-signal-safe state, so it sets flags and
// writes one byte to a self-pipe; the line editor's read function and the shell's interrupt watcher
// poll that pipe.

#include <stdio.h>

/// Signals: SIGINT, SIGWINCH and SIGCONT set flags and wake the self-pipe.
void reuselab_signals_install(void);
void reuselab_signals_restore(void);
/// Returns 1 (and clears it) when a Ctrl-C has arrived since the last call.
int reuselab_take_interrupt(void);
/// Blocks until a Ctrl-C arrives (returns 1) or reuselab_wake_interrupt_waiter() is called (returns 0).
int reuselab_wait_for_interrupt(void);
void reuselab_wake_interrupt_waiter(void);

/// Terminal width of `fd`, or 0 when unknown.
int reuselab_terminal_columns(int fd);

/// C stdio's streams: Swift 6 will not touch the global variables `stdout` and `stderr` directly.
FILE *reuselab_stdout(void);
FILE *reuselab_stderr(void);

/// A SIGWINCH or SIGCONT since the last call (returns 1 and clears it).
int reuselab_take_resize(void);
int reuselab_take_continue(void);
/// The self-pipe's read end (-1 before reuselab_signals_install), and a way to empty it.
int reuselab_signal_fd(void);
void reuselab_drain(int fd);

#endif
