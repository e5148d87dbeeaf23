// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// Test token whose balanceOf always reverts: the widget must show it as unavailable and
/// keep showing every other balance of the same multicall.
contract RevertingBalanceToken is ERC20 {
    constructor() ERC20("Broken Balance", "BRKN") {
        _mint(msg.sender, 1);
    }

    function balanceOf(address) public pure override returns (uint256) {
        revert("balanceOf is disabled");
    }
}

/// Test token in the style of early ERC-20s (MKR, SAI): name() and symbol() return bytes32,
/// not string. Balances are a plain mapping, minted at deploy.
contract Bytes32SymbolToken {
    bytes32 public constant name = "Old Style Token";
    bytes32 public constant symbol = "OLD";
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(address[] memory holders, uint256 amountEach) {
        for (uint256 i = 0; i < holders.length; i++) {
            balanceOf[holders[i]] += amountEach;
            totalSupply += amountEach;
            emit Transfer(address(0), holders[i], amountEach);
        }
    }

    function transfer(address to, uint256 value) external returns (bool) {
        require(balanceOf[msg.sender] >= value, "insufficient balance");
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }
}
