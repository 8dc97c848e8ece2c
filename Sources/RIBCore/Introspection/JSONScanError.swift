/// What ``JSONScanner`` throws in RIBCore: the snapshot reader's public error.
typealias JSONScanError = RouterSnapshot.JSONError
