import RIBStreams
