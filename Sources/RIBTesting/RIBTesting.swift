import RIBCore
