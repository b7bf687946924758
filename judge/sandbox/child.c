/*
 * A run's child between clone and execve: how it is forked.
 */
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "sandbox_impl.h"

pid_t
child_fork(unsigned long flags)
{
	return (pid_t)syscall(SYS_clone, flags | SIGCHLD, NULL, NULL, NULL, NULL);
}
