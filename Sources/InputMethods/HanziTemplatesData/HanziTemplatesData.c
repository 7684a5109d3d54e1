#include "HanziTemplatesData.h"

int HanziTemplatesData_marker(void) { return 1; }
