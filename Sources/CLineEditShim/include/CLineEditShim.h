#ifndef CLINEEDITSHIM_H
#define CLINEEDITSHIM_H
#include <histedit.h>
#endif
