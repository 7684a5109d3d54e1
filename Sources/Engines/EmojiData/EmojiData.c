#include "EmojiData.h"

int EmojiData_marker(void) { return 1; }
