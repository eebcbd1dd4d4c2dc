#include "CTerminalShim.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

// MARK: - Signals

static volatile sig_atomic_t interrupt_pending = 0;
static volatile sig_atomic_t resize_pending = 0;
static volatile sig_atomic_t continue_pending = 0;
static int signal_pipe[2] = {-1, -1};
static int wake_pipe[2] = {-1, -1};
static struct sigaction saved_int, saved_winch, saved_cont;
static int signals_installed = 0;

static void on_signal(int signo) {
    int saved_errno = errno;
    if (signo == SIGINT) interrupt_pending = 1;
    else if (signo == SIGWINCH) resize_pending = 1;
    else if (signo == SIGCONT) continue_pending = 1;
    if (signal_pipe[1] >= 0) {
        char byte = 's';
        ssize_t ignored = write(signal_pipe[1], &byte, 1);
        (void)ignored;
    }
    errno = saved_errno;
}

static void make_pipe(int fds[2]) {
    if (fds[0] >= 0) return;
    if (pipe(fds) != 0) { fds[0] = fds[1] = -1; return; }
    for (int i = 0; i < 2; i++) {
        fcntl(fds[i], F_SETFL, fcntl(fds[i], F_GETFL) | O_NONBLOCK);
        fcntl(fds[i], F_SETFD, FD_CLOEXEC);
    }
}

void reuselab_drain(int fd) {
    char buffer[64];
    while (fd >= 0 && read(fd, buffer, sizeof buffer) > 0) {}
}

void reuselab_signals_install(void) {
    if (signals_installed) return;
    make_pipe(signal_pipe);
    make_pipe(wake_pipe);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; // no SA_RESTART: nothing may sit in a restarted read while Ctrl-C waits
    sigaction(SIGINT, &action, &saved_int);
    sigaction(SIGWINCH, &action, &saved_winch);
    sigaction(SIGCONT, &action, &saved_cont);
    signals_installed = 1;
}

void reuselab_signals_restore(void) {
    if (!signals_installed) return;
    sigaction(SIGINT, &saved_int, NULL);
    sigaction(SIGWINCH, &saved_winch, NULL);
    sigaction(SIGCONT, &saved_cont, NULL);
    signals_installed = 0;
}

int reuselab_take_interrupt(void) {
    if (!interrupt_pending) return 0;
    interrupt_pending = 0;
    return 1;
}

int reuselab_wait_for_interrupt(void) {
    for (;;) {
        if (reuselab_take_interrupt()) return 1;
        struct pollfd fds[2] = {{signal_pipe[0], POLLIN, 0}, {wake_pipe[0], POLLIN, 0}};
        int ready = poll(fds, 2, -1);
        if (ready < 0 && errno != EINTR) return 0;
        if (fds[0].revents & POLLIN) reuselab_drain(signal_pipe[0]);
        if (fds[1].revents & POLLIN) {
            // Woken: the entry ended. A Ctrl-C that came with it is left for the prompt to clear.
            reuselab_drain(wake_pipe[0]);
            return 0;
        }
        if (signal_pipe[0] < 0 && wake_pipe[0] < 0) return 0;
    }
}

void reuselab_wake_interrupt_waiter(void) {
    if (wake_pipe[1] < 0) return;
    char byte = 'w';
    ssize_t ignored = write(wake_pipe[1], &byte, 1);
    (void)ignored;
}

int reuselab_terminal_columns(int fd) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) return size.ws_col;
    return 0;
}

int reuselab_take_resize(void) {
    if (!resize_pending) return 0;
    resize_pending = 0;
    return 1;
}

int reuselab_take_continue(void) {
    if (!continue_pending) return 0;
    continue_pending = 0;
    return 1;
}

int reuselab_signal_fd(void) { return signal_pipe[0]; }

// MARK: - Streams

FILE *reuselab_stdout(void) { return stdout; }
FILE *reuselab_stderr(void) { return stderr; }

