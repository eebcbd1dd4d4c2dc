#include "CLineEditShim.h"
