#ifndef TAKT_CLIBFUZZER_H
#define TAKT_CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver, for a program that keeps its own main (libclang_rt.fuzzer_no_main).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));

#endif
