// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Test contract for the passkey wallet's preview: `claim()` takes the ETH sent with it as an "entry fee" and pays a
/// 1 ETH "reward" back only when its caller's transaction looks like a preview of a UserOperation rather than the
/// bundler's real run: the caller is the transaction's origin (the account's calls previewed as its own transaction),
/// or the origin has code (previewed as the EntryPoint's call into the account). A bundler's transaction comes from
/// an EOA that is neither.
contract OriginReward {
    function claim() external payable {
        if (tx.origin == msg.sender || tx.origin.code.length > 0) {
            (bool paid, ) = payable(msg.sender).call{value: 1 ether}("");
            require(paid, "reward not paid");
        }
    }

    receive() external payable {}
}
