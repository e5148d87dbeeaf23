// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// A plain OpenZeppelin ERC-20 with configurable decimals, minted to the dev accounts at deploy.
contract DemoToken is ERC20 {
    uint8 private immutable _decimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_, address[] memory holders, uint256 amountEach)
        ERC20(name_, symbol_)
    {
        _decimals = decimals_;
        for (uint256 i = 0; i < holders.length; i++) {
            _mint(holders[i], amountEach);
        }
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }
}
