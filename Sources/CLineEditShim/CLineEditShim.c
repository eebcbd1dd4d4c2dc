// Built only with the LineEditing trait (on by default): without it the package needs no libedit.
#ifdef REUSELAB_LINE_EDITING

#include "CLineEditShim.h"

#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

// MARK: - Reading keys

static int cancel_requested = 0;   // Ctrl-C seen: the next key we hand libedit is Return
static int cancel_reported = 0;    // for reuselab_el_take_cancel()
#define CANCEL_KEY 0x03

// Text to put in the next line before the user types (a lesson's solution, to edit, never run).
// el_gets clears the buffer when it starts, so read_key hands libedit PREFILL_KEY as its first key
// and the function bound to it inserts the text; pushing the text as keys would turn its newlines
// into Return.
static char *prefill_text = NULL;
#define PREFILL_KEY 0x1D // Ctrl-]

// The window changed size. libedit 3.1-20221030's terminal_change_size keeps its idea of the cursor
// from the old size; in a narrower window (fewer columns than the cursor's column, e.g. below the
// prompt's width, or after a width under 2 that libedit takes as 80) the next redraw writes past the
// end of the new, shorter display lines: heap corruption, then "double free or corruption". A full
// redraw (EL_REFRESH) first clears libedit's display and puts its cursor at the line's start, before
// anything is drawn with the stale position; the terminal's cursor goes to the start of its row to match.
static void resize_and_redraw(EditLine *el) {
    el_resize(el);
    fputs("\r", stdout);
    fflush(stdout);
    el_set(el, EL_REFRESH);
}

// libedit calls this for every character. It waits on stdin and the signal pipe together, so a
// Ctrl-C is seen at once even when the signal landed on another thread.
static int read_key(EditLine *el, wchar_t *out) {
    char bytes[MB_LEN_MAX];
    size_t count = 0;
    for (;;) {
        if (prefill_text != NULL) {
            *out = PREFILL_KEY;
            return 1;
        }
        if (cancel_requested) {
            cancel_requested = 0;
            *out = L'\n';
            return 1;
        }
        if (reuselab_take_interrupt()) {
            *out = CANCEL_KEY;
            return 1;
        }
        if (reuselab_take_resize()) resize_and_redraw(el);
        if (reuselab_take_continue()) {
            // Back from Ctrl-Z: the terminal may have been reset by the shell.
            el_set(el, EL_PREP_TERM, 1);
            el_set(el, EL_REFRESH);
        }
        int signal_fd = reuselab_signal_fd();
        struct pollfd fds[2] = {{STDIN_FILENO, POLLIN, 0}, {signal_fd, POLLIN, 0}};
        int ready = poll(fds, signal_fd >= 0 ? 2 : 1, -1);
        if (ready < 0) {
            if (errno == EINTR) continue;
            *out = L'\0';
            return -1;
        }
        if (signal_fd >= 0 && (fds[1].revents & POLLIN)) {
            reuselab_drain(signal_fd);
            continue;
        }
        if (!(fds[0].revents & (POLLIN | POLLHUP | POLLERR))) continue;
        char byte;
        ssize_t got = read(STDIN_FILENO, &byte, 1);
        if (got == 0) { *out = L'\0'; return 0; }
        if (got < 0) {
            if (errno == EINTR || errno == EAGAIN) continue;
            *out = L'\0';
            return -1;
        }
        bytes[count++] = byte;
        mbstate_t state;
        memset(&state, 0, sizeof state);
        wchar_t wide;
        size_t used = mbrtowc(&wide, bytes, count, &state);
        if (used == (size_t)-2) {
            if (count < sizeof bytes) continue; // a multibyte character is still arriving
            count = 0;
            continue;
        }
        if (used == (size_t)-1) { count = 0; continue; } // invalid byte sequence: drop it
        *out = wide;
        return 1;
    }
}

// Bound to CANCEL_KEY: show ^C at the end of the line, then let read_key press Return for us, so
// libedit moves below the whole (possibly multi-line) input before el_gets returns.
static unsigned char cancel_line(EditLine *el, int ch) {
    (void)ch;
    const LineInfoW *line = el_wline(el);
    el_cursor(el, (int)(line->lastchar - line->cursor));
    el_insertstr(el, "^C");
    cancel_requested = 1;
    cancel_reported = 1;
    return CC_REFRESH;
}

// Bound to PREFILL_KEY. Typed by hand with nothing waiting, it does nothing.
static unsigned char insert_prefill(EditLine *el, int ch) {
    (void)ch;
    if (prefill_text == NULL) return CC_NORM;
    el_insertstr(el, prefill_text);
    free(prefill_text);
    prefill_text = NULL;
    return CC_REFRESH;
}

void reuselab_el_prefill(const char *text) {
    free(prefill_text);
    prefill_text = (text != NULL && text[0] != '\0') ? strdup(text) : NULL;
}

// MARK: - Editor

static char prompt_text[512] = "> ";

static char *prompt_function(EditLine *el) {
    (void)el;
    return prompt_text;
}

void reuselab_el_set_prompt_text(const char *prompt) {
    strncpy(prompt_text, prompt, sizeof prompt_text - 1);
    prompt_text[sizeof prompt_text - 1] = '\0';
}

EditLine *reuselab_el_open(const char *program_name) {
    EditLine *el = el_init(program_name, stdin, stdout, stderr);
    if (el == NULL) return NULL;
    el_set(el, EL_EDITOR, "emacs");
    el_set(el, EL_SIGNAL, 0);
    el_set(el, EL_PROMPT_ESC, prompt_function, '\1');
    el_set(el, EL_GETCFN, read_key);
    el_set(el, EL_ADDFN, "reuselab-cancel", "Clear the input (Ctrl-C)", cancel_line);
    el_set(el, EL_BIND, "^C", "reuselab-cancel", NULL);
    el_set(el, EL_ADDFN, "reuselab-prefill", "Insert the text waiting to pre-fill the line", insert_prefill);
    el_set(el, EL_BIND, "^]", "reuselab-prefill", NULL);
    // Ctrl-R searches history backwards, as in bash and zsh.
    el_set(el, EL_BIND, "^R", "em-inc-search-prev", NULL);
    // Alt-arrows move by words in most terminals.
    el_set(el, EL_BIND, "\033[1;3D", "ed-prev-word", NULL);
    el_set(el, EL_BIND, "\033[1;3C", "em-next-word", NULL);
    el_set(el, EL_BIND, "\033[1;5D", "ed-prev-word", NULL);
    el_set(el, EL_BIND, "\033[1;5C", "em-next-word", NULL);
    return el;
}

void reuselab_el_close(EditLine *el) {
    if (el != NULL) el_end(el);
}

int reuselab_el_bind_function(EditLine *el, const char *name, const char *help, const char *key,
                              reuselab_key_function function) {
    if (el_set(el, EL_ADDFN, name, help, function) != 0) return -1;
    return el_set(el, EL_BIND, key, name, NULL);
}

void reuselab_el_set_clientdata(EditLine *el, void *data) { el_set(el, EL_CLIENTDATA, data); }

void *reuselab_el_clientdata(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}

History *reuselab_history_open(int size) {
    History *store = history_init();
    if (store == NULL) return NULL;
    HistEvent event;
    history(store, &event, H_SETSIZE, size);
    history(store, &event, H_SETUNIQUE, 1);
    return store;
}

void reuselab_history_close(History *store) {
    if (store != NULL) history_end(store);
}

void reuselab_el_use_history(EditLine *el, History *store) { el_set(el, EL_HIST, history, store); }

int reuselab_history_enter(History *store, const char *entry) {
    HistEvent event;
    return history(store, &event, H_ENTER, entry);
}

int reuselab_history_count(History *store) {
    HistEvent event;
    if (history(store, &event, H_GETSIZE) < 0) return 0;
    return event.num;
}

const char *reuselab_el_gets(EditLine *el, int *count) {
    cancel_requested = 0;
    cancel_reported = 0;
    // libedit draws the prompt first and only then puts the terminal in raw mode. Keys typed as soon
    // as the prompt shows would meet the cooked terminal: echoed a second time, Ctrl-C turned into a
    // signal and echoed as ^C, and Ctrl-D into an end-of-file marker that raw mode reads as a NUL
    // byte, so it was lost. Raw mode first: once the prompt is on the screen, every key reaches the
    // editor. el_gets sees the terminal already raw and leaves it; it restores cooked mode on return.
    el_set(el, EL_PREP_TERM, 1);
    return el_gets(el, count);
}

int reuselab_el_take_cancel(void) {
    int was = cancel_reported;
    cancel_reported = 0;
    return was;
}

char *reuselab_el_text_before_cursor(EditLine *el) {
    const LineInfo *line = el_line(el);
    size_t length = (size_t)(line->cursor - line->buffer);
    char *text = malloc(length + 1);
    if (text == NULL) return NULL;
    memcpy(text, line->buffer, length);
    text[length] = '\0';
    return text;
}

char *reuselab_el_text_after_cursor(EditLine *el) {
    const LineInfo *line = el_line(el);
    size_t length = (size_t)(line->lastchar - line->cursor);
    char *text = malloc(length + 1);
    if (text == NULL) return NULL;
    memcpy(text, line->cursor, length);
    text[length] = '\0';
    return text;
}

void reuselab_el_delete_before_cursor(EditLine *el, int count) { el_deletestr(el, count); }

int reuselab_el_insert(EditLine *el, const char *text) { return el_insertstr(el, text); }

void reuselab_el_reset(EditLine *el) { el_reset(el); }

#endif // REUSELAB_LINE_EDITING
