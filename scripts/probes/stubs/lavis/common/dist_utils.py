"""Stand-in for LAVIS's dist_utils in the memory probes: no weight download; the weights stay random
(a training step's memory does not depend on their values)."""


def download_cached_file(url, check_hash=False, progress=False):
    return None
